/** @file GET /api/team: active members ordered by name (`?limit=5` for the home page). */
import { Hono } from "hono";
import { z } from "zod";
import { listActiveTeam } from "../../db/queries/team";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";

export const teamRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ limit: z.coerce.number().int().min(1).max(100).optional() })),
  async (c) => c.json(await listActiveTeam(c.var.db, c.req.valid("query").limit)),
);
