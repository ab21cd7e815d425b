/**
 * @file Settings admin API: GET /api/admin/settings (`{ settings, version }`: every key, stored value or default, with
 * updated_at) and PUT /api/admin/settings (`If-Match`: the version) with an object of changed keys (validated per key, unknown keys refused, saved in one
 * batch with its audit row: worker/domain/site/settings.ts). Permissions settings.view / settings.edit.
 */
import { Hono } from "hono";
import { settingsUpdateSchema } from "../../../common/schemas/settings";
import { saveSettings, settingsForAdmin } from "../../domain/site/settings";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { validate } from "../../lib/validate";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("settings.view"), async (c) => c.json(await settingsForAdmin(depsOf(c))))
  .put("/", requirePermission("settings.edit"), validate("json", settingsUpdateSchema), async (c) =>
    c.json(await saveSettings(depsOf(c), c.req.valid("json"), requiredVersion(c))),
  );
