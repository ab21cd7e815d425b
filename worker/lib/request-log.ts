/** @file Request id and one structured log line per request (no IP address, per the retention policy). */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  const started = Date.now();
  await next();
  c.res.headers.set("X-Request-Id", requestId);
  console.log(
    JSON.stringify({ requestId, method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Date.now() - started }),
  );
});
