/**
 * @file What a staff session remembers of its client for 'Meine Sitzungen': device class, OS and browser family from
 * the user agent (bowser) and the country of the edge (request.cf.country). Neither the IP address nor the raw user
 * agent is stored.
 */
import Bowser from "bowser";
import type { Context } from "hono";
import { countryCode } from "../domain/analytics/normalise";
import type { AppEnv } from "../env";

export interface SessionClient {
  device_type: "desktop" | "mobile" | "tablet";
  os: string;
  browser: string;
  country: string | null;
}

const cap = (s: string | undefined) => (s ?? "").trim().slice(0, 40);

export function sessionClientOf(c: Context<AppEnv>): SessionClient {
  const ua = (c.req.header("user-agent") ?? "").slice(0, 1024);
  const parsed = ua.trim() ? Bowser.parse(ua) : null;
  const platform = parsed?.platform.type;
  return {
    device_type: platform === "mobile" || platform === "tablet" ? platform : "desktop",
    os: cap(parsed?.os.name),
    browser: cap(parsed?.browser.name),
    country: countryCode(c.req.raw.cf?.country),
  };
}
