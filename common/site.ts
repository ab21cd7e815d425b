/** @file Company identity defaults (one place); the `site_name` setting overrides the name at run time. */
export const COMPANY = {
  name: "Muster Consulting GmbH",
  shortName: "Muster Consulting",
  email: "kontakt@example.com",
  careersEmail: "karriere@example.com",
  phone: "+49 89 1234 5670",
  themeColor: "#167D88",
} as const;

/** Deployment config the public pages need, read from the worker's vars (worker/lib/site-config.ts). */
export interface SiteConfig {
  /** Public base URL without trailing slash: canonical links, hreflang, Open Graph, JSON-LD. */
  siteUrl: string;
  /** Optional third-party analytics tag id; empty = none. */
  analyticsTagId: string;
  /** Cloudflare Turnstile site key of the contact form; empty = no challenge. */
  turnstileSiteKey: string;
}
