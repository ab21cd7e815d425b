/** @file GET /api/events: upcoming events (from today, not closed), soonest first; `?limit=N` for the home page. */
import { Hono } from "hono";
import { z } from "zod";
import { upcomingEvents } from "../../domain/events";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { validate } from "../../lib/validate";

export const eventsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ limit: z.coerce.number().int().min(1).max(100).optional() })),
  async (c) => c.json(await upcomingEvents(depsOf(c), c.req.valid("query").limit)),
);
