/**
 * @file What a staff session remembers of its client for 'Meine Sitzungen': device class, OS and browser family from
 * the user agent (bowser) and the country of the edge (request.cf.country). Neither the IP address nor the raw user
 * agent is stored.
 */
import type { Context } from "hono";
import { countryCode } from "../domain/analytics/normalise";
import { bowser } from "../domain/analytics/user-agent";
import type { AppEnv } from "../env";

export interface SessionClient {
  device_type: "desktop" | "mobile" | "tablet";
  os: string;
  browser: string;
  country: string | null;
}

const cap = (s: string | undefined) => (s ?? "").trim().slice(0, 40);

export async function sessionClientOf(c: Context<AppEnv>): Promise<SessionClient> {
  const ua = (c.req.header("user-agent") ?? "").slice(0, 1024);
  const parsed = ua.trim() ? (await bowser()).default.parse(ua) : null;
  const platform = parsed?.platform.type;
  return {
    device_type: platform === "mobile" || platform === "tablet" ? platform : "desktop",
    os: cap(parsed?.os.name),
    browser: cap(parsed?.browser.name),
    country: countryCode(c.req.raw.cf?.country),
  };
}
