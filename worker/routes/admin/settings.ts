/**
 * @file Settings admin API: GET /api/admin/settings (every key, stored value or default, with updated_at) and
 * PUT /api/admin/settings with an object of changed keys (validated per key, unknown keys refused, saved in one
 * batch with its audit row). Permissions settings.view / settings.edit.
 */
import { Hono } from "hono";
import { settingsUpdateSchema } from "../../../common/schemas/settings";
import { SETTING_DEFAULTS, SETTING_KEYS } from "../../../common/setting-defaults";
import { siteSettings } from "../../db/schema";
import type { AppEnv, Db } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import { validate } from "../../lib/validate";

async function allSettings(db: Db) {
  const rows = await db.select().from(siteSettings).all();
  const stored = new Map(rows.map((r) => [r.key, r]));
  return SETTING_KEYS.map((key) => ({
    key,
    value: stored.get(key)?.value ?? SETTING_DEFAULTS[key],
    updated_at: stored.get(key)?.updated_at ?? null,
  }));
}

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("settings.view"), async (c) => c.json(await allSettings(c.var.db)))
  .put("/", requirePermission("settings.edit"), validate("json", settingsUpdateSchema), async (c) => {
    const changes = Object.entries(c.req.valid("json")).filter(([, v]) => v !== undefined) as [string, string][];
    if (!changes.length) throw badRequest("no_changes", "Keine Änderung angegeben");
    const db = c.var.db;
    const now = new Date().toISOString();
    await db.batch([
      auditInsert(depsOf(c), { action: "update", entity: "settings", details: Object.fromEntries(changes) }),
      ...changes.map(([key, value]) =>
        db
          .insert(siteSettings)
          .values({ key, value, updated_at: now })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updated_at: now } }),
      ),
    ]);
    return c.json(await allSettings(db));
  });
