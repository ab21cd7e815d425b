/** @file Worker entry: HTTP requests go to the Hono app, cron triggers to the job dispatcher; exports the Durable Object class. */
import { app } from "./app";
import { lazy } from "./lib/lazy";

export { EditPresence } from "./presence/edit-presence";

/** The jobs (the analytics rollup, retention, publishing, ...) load with the first scheduled event (worker/lib/lazy.ts). */
const cron = lazy("cron", () => import("./cron"));

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(cron().then(({ runScheduled }) => runScheduled(controller, env))),
} satisfies ExportedHandler<Env>;
