/**
 * @file A Hono app loaded on first use (worker/lib/lazy.ts) that answers for the outer app: the outer chain's
 * middleware wraps it as before, and the request's database handle and id are handed over to its own context.
 */
import { type Handler, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { handleError, notFoundResponse } from "./errors";

type HandedOver = Pick<AppEnv["Variables"], "db" | "requestId">;

/** Keyed by the request object itself: the inner app's `c.req.raw` is the same object. */
const handedOver = new WeakMap<Request, HandedOver>();

/** The outer app's handler for the paths the sub-app serves. */
export function lazySubApp(load: () => Promise<Hono<AppEnv>>): Handler<AppEnv> {
  return async (c) => {
    const subApp = await load();
    handedOver.set(c.req.raw, { db: c.var.db, requestId: c.var.requestId });
    let executionCtx: Parameters<Hono["fetch"]>[2];
    try {
      executionCtx = c.executionCtx;
    } catch {
      // tests call app.request() without one
    }
    return subApp.fetch(c.req.raw, c.env, executionCtx);
  };
}

/** The sub-app's first middleware: the outer request's variables (or, called on its own, a fresh database handle). */
const inheritVariables = createMiddleware<AppEnv>(async (c, next) => {
  const outer = handedOver.get(c.req.raw);
  c.set("db", outer?.db ?? createDb(c.env.DB));
  c.set("requestId", outer?.requestId ?? c.req.header("cf-ray") ?? crypto.randomUUID());
  await next();
});

/** A sub-app serving `routes` under `base`, with the outer request's variables and the API's error and 404 answers. */
export function subApp(base: string, routes: Hono<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", inheritVariables);
  app.route(base, routes);
  app.onError(handleError);
  app.notFound(notFoundResponse);
  return app;
}
