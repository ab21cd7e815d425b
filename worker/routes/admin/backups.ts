/**
 * @file Sicherung admin API (backups.manage, docs/backup.md): GET / (the backup runs, newest first), POST / (back up
 * now: 201 with the run), GET /:backupId/archive (the backup as one gzip NDJSON archive for `npm run restore`; it holds
 * the staff's credentials and the audit log, so it also needs users.edit and audit.view), GET
 * /:backupId/records/:resource/:id (the record in the backup beside its current state), POST .../restore (the
 * resource's edit permission as well; saves the backup's version through the resource's own save, or brings a record
 * purged from the trash back; `If-Match` required: the version of the current state the record view answered, 428
 * without, 409 edit_conflict when stale), GET /export (the content export).
 */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { backupRuns } from "../../db/schema";
import { backupArchive } from "../../domain/backup/archive";
import { exportContent } from "../../domain/backup/export";
import { RESTORABLE, type RestorableResource, recordFromBackup, restoreRecordFromBackup } from "../../domain/backup/records";
import { runBackup } from "../../domain/backup/run";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { assertHolds } from "../../lib/permissions";
import { decimalId, validate } from "../../lib/validate";

const manage = requirePermission("backups.manage");
// an archive holds every staff account's credentials (password hashes, sealed TOTP secrets, recovery-code hashes,
// passkeys) and the audit log: it needs the permissions that guard those as well (issue 43)
const download = requirePermission("backups.manage", "users.edit", "audit.view");
const backupParam = z.object({ backupId: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/) });
const recordParam = backupParam.extend({
  resource: z.enum(Object.keys(RESTORABLE) as [RestorableResource, ...RestorableResource[]]),
  id: decimalId,
});

export const adminBackupRoutes = new Hono<AppEnv>()
  .get("/", manage, async (c) => c.json(await depsOf(c).db.select().from(backupRuns).orderBy(desc(backupRuns.started_at)).limit(100)))
  // an admin request of its own: the public site never waits for it
  .post("/", manage, async (c) => c.json(await runBackup(depsOf(c), "manual"), 201))
  // the whole site's content as one JSON document (docs/backup.md, "Export and import")
  .get("/export", manage, async (c) => {
    const body = await exportContent(depsOf(c));
    c.header("content-disposition", `attachment; filename="content-${body.exported_at.slice(0, 10)}.json"`);
    return c.json(body);
  })
  .get("/:backupId/archive", download, validate("param", backupParam), async (c) => {
    const { backupId } = c.req.valid("param");
    return c.body(await backupArchive(c.env.BACKUPS, backupId), 200, {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="backup-${backupId}.ndjson.gz"`,
    });
  })
  .get("/:backupId/records/:resource/:id", manage, validate("param", recordParam), async (c) => {
    const { backupId, resource, id } = c.req.valid("param");
    return c.json(await recordFromBackup(depsOf(c), backupId, resource, id));
  })
  .post("/:backupId/records/:resource/:id/restore", manage, validate("param", recordParam), async (c) => {
    const { backupId, resource, id } = c.req.valid("param");
    // restoring a record is editing it: the resource's own edit permission as well
    assertHolds(c.var.user, RESTORABLE[resource].history.edit);
    const expected = requiredVersion(c);
    return c.json(await restoreRecordFromBackup(depsOf(c), backupId, resource, id, expected));
  });
