/** @file One link component for content hrefs: internal paths go through the router, external ones open a new tab. */

import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { localeFromPath } from "../i18n/locale";
import { toRouterPath } from "../i18n/url-rewrite";
import { useLocale } from "../i18n/use-t";

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

interface AppLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible text is not enough. */
  label?: string;
  onClick?: () => void;
  /** Appended to external links that open a new tab, for screen readers. */
  newTabHint?: string;
  /** Marks a call to action for first-party analytics (web/analytics/tracker.ts reads these data attributes). */
  cta?: { text: string; position: string };
}

const ctaAttributes = (cta: AppLinkProps["cta"]) => (cta ? { "data-cta": cta.text, "data-cta-position": cta.position } : {});

export function AppLink({ href, children, className, label, onClick, newTabHint, cta }: AppLinkProps) {
  const locale = useLocale();
  if (isExternal(href)) {
    const newTab = href.startsWith("http");
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        onClick={onClick}
        {...ctaAttributes(cta)}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
        {newTab && newTabHint ? <span className="visually-hidden"> {newTabHint}</span> : null}
      </a>
    );
  }
  const [path, hash] = href.split("#");
  return (
    // content paths are public URLs, checked against the route map by tests; the router's typed `to` cannot know them
    <Link
      to={toRouterPath(path) as "/"}
      hash={hash}
      // the other language (e.g. the language switch) is a new document: a page carries its own language's strings only
      reloadDocument={localeFromPath(path) !== locale}
      activeOptions={{ exact: true, includeHash: false }}
      className={className}
      aria-label={label}
      onClick={onClick}
      {...ctaAttributes(cta)}
    >
      {children}
    </Link>
  );
}
