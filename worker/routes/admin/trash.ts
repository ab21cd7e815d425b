/**
 * @file The trash under /api/admin/trash: GET / (the entries of the types the user may see, newest first: id, type,
 * type_label, record_id, title, deleted_by, deleted_at; `?entity=&record_id=` finds one record's entry, e.g. for the
 * undo toast; `can_purge` says whether the user may purge the entry), POST /:id/restore (the permission that deletes
 * that type), DELETE /:id (purge now: trash.purge, or the user who deleted that media file, see `mayPurge`).
 */
import { Hono } from "hono";
import { z } from "zod";
import { TRASH_TYPES, type TrashEntity } from "../../domain/trash/move";
import { findTrashEntry, listTrash, mayPurge, purgeEntries } from "../../domain/trash/purge";
import { restoreFromTrash } from "../../domain/trash/restore";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { signedInOnly } from "../../http/session";
import { assertHolds } from "../../lib/permissions";
import { idParam, validate } from "../../lib/validate";

const trashQuery = z.object({ entity: z.string().max(40).optional(), record_id: z.string().max(40).optional() });

export const adminTrashRoutes = new Hono<AppEnv>()
  // every staff member sees the entries of the types they may see (filtered in the domain)
  .get("/", signedInOnly, validate("query", trashQuery), async (c) => c.json(await listTrash(depsOf(c), c.var.user, c.req.valid("query"))))
  // restoring undoes a delete: it needs the permission that deletes that type (checked once the type is known)
  .post("/:id/restore", signedInOnly, validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    const entry = await findTrashEntry(deps, c.req.valid("param").id);
    assertHolds(c.var.user, [TRASH_TYPES[entry.entity as TrashEntity].remove]);
    return c.json(await restoreFromTrash(deps, entry));
  })
  // purging needs trash.purge, or is the deleting editor's own media file (checked once the entry is known)
  .delete("/:id", signedInOnly, validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    const entry = await findTrashEntry(deps, c.req.valid("param").id);
    if (!mayPurge(c.var.user, entry)) assertHolds(c.var.user, ["trash.purge"]);
    await purgeEntries(deps, [entry]);
    return c.body(null, 204);
  });
