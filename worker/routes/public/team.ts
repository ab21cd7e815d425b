/** @file GET /api/team: active members ordered by name (`?limit=5` for the home page). */
import { Hono } from "hono";
import { z } from "zod";
import { activeTeam } from "../../domain/team";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { validate } from "../../lib/validate";

export const teamRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ limit: z.coerce.number().int().min(1).max(100).optional() })),
  async (c) => c.json(await activeTeam(depsOf(c), c.req.valid("query").limit)),
);
