/**
 * @file Every route change scrolls smoothly to the top (or to the anchor when the link names one), and moves focus
 * to the main region so keyboard and screen-reader users start reading the new page.
 */

import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, even when the hash stays the same
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const behavior: ScrollBehavior = reduced ? "auto" : "smooth";
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
    if (!target) document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
