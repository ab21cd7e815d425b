/**
 * @file GET /api/admin/translation-status: the "Übersetzungsstand" overview (worker/domain/translation-status). Any
 * signed-in staff member; each kind is shown only to users holding its own view permission (UI strings: everyone).
 */
import { Hono } from "hono";
import { translationOverview } from "../../domain/translation-status/overview";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { signedInOnly } from "../../http/session";

export const translationStatusRoutes = new Hono<AppEnv>().get("/", signedInOnly, async (c) =>
  c.json(await translationOverview(depsOf(c), c.var.user.permissions)),
);
