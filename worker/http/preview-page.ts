/** @file Headers and status of the HTML preview page /blog/preview/<token>: never cached or indexed; 404/410 when the link is bad. */
import { createMiddleware } from "hono/factory";
import { resolvePreviewToken } from "../domain/blog/preview";
import type { AppEnv } from "../env";

const PREFIX = "/blog/preview/";

/** A malformed percent-escape is an invalid token, not an error. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/** The page renders its own explanation; the status tells crawlers and link checkers that nothing is there. */
export const previewPage = createMiddleware<AppEnv>(async (c, next) => {
  const token = safeDecode(c.req.path.slice(PREFIX.length));
  const { status } = token ? await resolvePreviewToken(c.env, c.var.db, token) : { status: "invalid" as const };
  await next();
  if (status !== "ok" && c.res.status === 200) {
    c.res = new Response(c.res.body, { status: status === "expired" ? 410 : 404, headers: c.res.headers });
  }
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});
