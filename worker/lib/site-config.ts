/** @file Deployment config the public pages need (base URL, optional analytics tag), read from the worker's vars. */
import type { SiteConfig } from "../../common/site";
import type { Bindings } from "../env";

export function siteConfig(env: Pick<Bindings, "SITE_URL" | "ANALYTICS_TAG_ID">): SiteConfig {
  return { siteUrl: (env.SITE_URL || "").replace(/\/+$/, ""), analyticsTagId: env.ANALYTICS_TAG_ID || "" };
}
