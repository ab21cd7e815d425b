/** @file One link component for content hrefs: internal paths go through the router, external ones open a new tab. */

import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { toRouterPath } from "../i18n/url-rewrite";

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
}

export function AppLink({ href, children, className, label, onClick, newTabHint }: AppLinkProps) {
  if (isExternal(href)) {
    const newTab = href.startsWith("http");
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        onClick={onClick}
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
      activeOptions={{ exact: true, includeHash: false }}
      className={className}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
