/**
 * @file The refusal of public writes sent from another site's page: an Origin that is neither the served nor the
 * configured site, or a Sec-Fetch-Site other than same-origin. Requests without both headers (non-browser
 * clients) pass, as they can name any origin anyway.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

export async function refuseForeignOrigin(c: Context<AppEnv>): Promise<void> {
  const origin = c.req.header("origin");
  const allowed = new Set([new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin]);
  const site = c.req.header("sec-fetch-site");
  if ((origin && !allowed.has(origin)) || (site && site !== "same-origin")) {
    await c.req.raw.body?.cancel();
    throw new ApiError(403, "foreign_origin", "Anfrage von fremder Herkunft abgelehnt");
  }
}
