/**
 * @file Cloudflare Turnstile's server-side check (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 * Active only when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are both set. The token is single-use (siteverify
 * refuses a spent one) and its hostname must be this site's; Cloudflare's published dummy secrets
 * (https://developers.cloudflare.com/turnstile/troubleshooting/testing/) answer for any host, so the check skips them.
 * A timeout or an unreachable API counts as "unavailable": the message is kept (fail open, DESIGN "Contact").
 */
import type { Bindings } from "../env";

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const SITEVERIFY = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
const TIMEOUT_MS = 5000;
const DUMMY_SECRET = /^[123]x0{31}AA$/;

export type TurnstileResult = "pass" | "fail" | "unavailable";

export function turnstileEnabled(env: Pick<Bindings, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">) {
  return Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY);
}

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  "error-codes"?: string[];
}

export async function verifyTurnstile(secret: string, token: string, hostnames: string[]): Promise<TurnstileResult> {
  let answer: SiteverifyAnswer;
  try {
    const res = await fetch(SITEVERIFY, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret, response: token, idempotency_key: crypto.randomUUID() }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return "unavailable";
    answer = (await res.json()) as SiteverifyAnswer;
  } catch (err) {
    console.warn(JSON.stringify({ level: "warn", event: "turnstile_unavailable", message: (err as Error)?.name }));
    return "unavailable";
  }
  if (answer.success !== true) {
    // an internal error on Cloudflare's side is no verdict about the visitor
    return answer["error-codes"]?.includes("internal-error") ? "unavailable" : "fail";
  }
  if (DUMMY_SECRET.test(secret)) return "pass";
  return answer.hostname && hostnames.includes(answer.hostname) ? "pass" : "fail";
}
