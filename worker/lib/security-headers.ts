/** @file Security headers on every worker response; the CSP carries a per-request nonce for the SSR inline state. */
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

function contentSecurityPolicy(nonce: string, env: AppEnv["Bindings"]) {
  const extra = thirdPartyOrigins(env);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra.scripts.join(" ")}`.trim(),
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
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  c.set("nonce", nonce);
  await next();
  const h = c.res.headers;
  if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy(nonce, c.env));
  h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
});
