/** @file Worker entry: HTTP requests go to the Hono app, cron triggers to the job dispatcher. */
import { app } from "./app";
import { runScheduled } from "./cron";

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(controller, env)),
} satisfies ExportedHandler<Env>;
