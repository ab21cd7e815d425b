/**
 * @file Reads device class, browser and OS from a user agent (bowser, MIT) and recognises bots (isbot); the raw user
 * agent is never stored or logged: only these derived, capped values leave this module.
 */
import { isbotMatch } from "isbot";
import { lazy } from "../../lib/lazy";

/** bowser is loaded by the first page view of a human visitor (worker/lib/lazy.ts), not at worker start. */
export const bowser = lazy("user-agent", () => import("bowser"));

export type Client = { bot: string } | { bot: null; device_type: "mobile" | "tablet" | "desktop"; browser: string; os: string };

const cap = (s: string | undefined, fallback = "Other") => (s?.trim() ? s.trim().slice(0, 40) : fallback);

/** The matched bot pattern reduced to letters, so that versions do not make new reasons ("googlebot", "headlesschrome"). */
const botReason = (match: string) =>
  match
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()
    .slice(0, 40) || "pattern";

export async function readClient(userAgent: string | undefined): Promise<Client> {
  const ua = (userAgent ?? "").slice(0, 1024);
  if (!ua.trim()) return { bot: "no user agent" };
  const match = isbotMatch(ua);
  if (match) return { bot: botReason(match) };
  const parsed = (await bowser()).default.parse(ua);
  const platform = parsed.platform.type;
  // spec 9: device class tablet, mobile or desktop (a TV counts as desktop)
  const device_type = platform === "mobile" || platform === "tablet" ? platform : "desktop";
  return { bot: null, device_type, browser: cap(parsed.browser.name), os: cap(parsed.os.name) };
}
