/**
 * @file One link component for content hrefs: internal paths are plain links (a new document each, issue 47), external
 * ones open a new tab.
 */
import type { ReactNode } from "react";
import { usePublicPath } from "../i18n/use-t";

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

interface AppLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible text is not enough. */
  label?: string;
  /** Appended to external links that open a new tab, for screen readers. */
  newTabHint?: string;
  /** Marks a call to action for first-party analytics (web/analytics/tracker.ts reads these data attributes). */
  cta?: { text: string; position: string };
}

const ctaAttributes = (cta: AppLinkProps["cta"]) => (cta ? { "data-cta": cta.text, "data-cta-position": cta.position } : {});

export function AppLink({ href, children, className, label, newTabHint, cta }: AppLinkProps) {
  const current = usePublicPath();
  if (isExternal(href)) {
    const newTab = href.startsWith("http");
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        {...ctaAttributes(cta)}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
        {newTab && newTabHint ? <span className="visually-hidden"> {newTabHint}</span> : null}
      </a>
    );
  }
  // a link to the page itself (anchor or not) marks it as current, as the router's links did (the nav highlights it)
  const isCurrent = withoutTrailingSlash(href.split("#")[0] ?? "") === withoutTrailingSlash(current);
  return (
    <a href={href} className={className} aria-label={label} aria-current={isCurrent ? "page" : undefined} {...ctaAttributes(cta)}>
      {children}
    </a>
  );
}
