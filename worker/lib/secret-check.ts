/** @file Refuses to serve outside local development with the example or a short JWT_SECRET (anyone could forge preview links and undo the keyed address hashes with it). */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The placeholder of `.dev.vars.example`: public, so never a secret. */
const EXAMPLE_SECRET = "change-me-to-a-long-random-string-of-at-least-32-bytes";
const MIN_SECRET_BYTES = 32;

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/** Whether the secret may sign and key hashes here: a real secret anywhere, a weak one only on this machine. */
export function secretUsable(secret: string | undefined, requestUrl: string): boolean {
  const weak = !secret || secret === EXAMPLE_SECRET || new TextEncoder().encode(secret).byteLength < MIN_SECRET_BYTES;
  return !weak || isLoopback(new URL(requestUrl).hostname);
}

export const requireUsableSecret = createMiddleware<AppEnv>(async (c, next) => {
  if (secretUsable(c.env.JWT_SECRET, c.req.url)) return next();
  console.error(
    JSON.stringify({ level: "error", message: "JWT_SECRET is missing, too short or the public example value: refusing to serve" }),
  );
  return c.json({ error: "Der Server ist nicht vollständig eingerichtet.", code: "server_misconfigured" }, 503);
});
