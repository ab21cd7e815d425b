/** @file Helpers of the analytics tests: tracker-like requests with a browser's user agent, valid session ids, direct reads. */
import { env } from "cloudflare:workers";
import { BASE, request } from "./helpers";

export const CHROME_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
export const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export { newSessionId } from "../../common/analytics-session-id";

export function send(path: string, body: unknown, init: { method?: string; ua?: string; type?: string; origin?: string } = {}) {
  return request(path, {
    method: init.method ?? "POST",
    headers: { origin: init.origin ?? BASE, "content-type": init.type ?? "application/json", "user-agent": init.ua ?? CHROME_UA },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const track = (body: Record<string, unknown>, init?: Parameters<typeof send>[2]) => send("/api/analytics", body, init);

export async function rows<T = Record<string, unknown>>(sql: string, ...values: unknown[]) {
  return (
    await env.DB.prepare(sql)
      .bind(...values)
      .all<T>()
  ).results;
}
