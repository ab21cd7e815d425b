/** @file Deployment config the public pages need (base URL, optional analytics tag, Turnstile site key), read from the worker's vars. */
import type { SiteConfig } from "../../common/site";
import type { Bindings } from "../env";
import { turnstileEnabled } from "./turnstile";

export function siteConfig(
  env: Pick<Bindings, "SITE_URL" | "ANALYTICS_TAG_ID" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">,
): SiteConfig {
  return {
    siteUrl: (env.SITE_URL || "").replace(/\/+$/, ""),
    analyticsTagId: env.ANALYTICS_TAG_ID || "",
    // the contact form shows the challenge only when the server can verify it
    turnstileSiteKey: turnstileEnabled(env) ? env.TURNSTILE_SITE_KEY : "",
  };
}
