/**
 * @file Security headers on every worker response. The CSP allows no inline script except those a rendered page
 * lists by hash (worker/ssr.tsx sets its own CSP with them), so a cached page carries a CSP that fits its body.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { TURNSTILE_ORIGIN, turnstileEnabled } from "./turnstile";

/** Origins of optional third-party services, allowed only when configured. */
function thirdPartyOrigins(env: AppEnv["Bindings"]) {
  const scripts: string[] = [];
  const connect: string[] = [];
  const frames: string[] = [];
  if (env.ANALYTICS_TAG_ID) {
    scripts.push("https://www.googletagmanager.com");
    connect.push("https://www.google-analytics.com", "https://*.google-analytics.com");
  }
  if (turnstileEnabled(env)) {
    // the contact form's challenge: script, its iframe and its calls (worker/lib/turnstile.ts)
    scripts.push(TURNSTILE_ORIGIN);
    connect.push(TURNSTILE_ORIGIN);
    frames.push(TURNSTILE_ORIGIN);
  }
  return { scripts, connect, frames };
}

/** The CSP; `scriptHashes` ('sha256-...' sources) allow exactly the inline scripts of a rendered page. */
export function contentSecurityPolicy(env: AppEnv["Bindings"], scriptHashes: string[] = []) {
  const extra = thirdPartyOrigins(env);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...extra.scripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${extra.connect.join(" ")}`.trim(),
    ...(extra.frames.length ? [`frame-src ${extra.frames.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(c.env));
  h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
});
