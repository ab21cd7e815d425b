/**
 * @file The revisions API of a versioned resource, mounted beside its own routes (worker/routes/admin/index.ts):
 * GET /:id/revisions (newest first: id, created_at, actor, kind, version, changed_fields), GET /:id/revisions/:rid
 * (with the snapshot), POST /:id/revisions/:rid/restore (the resource's edit permission; `If-Match` required, 428
 * without, 409 edit_conflict when stale; saves through the resource's own save as a revision of kind "restore"). The
 * resources: worker/domain/history/resources.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { HistoryResource } from "../../domain/history/resources";
import { findRevision, listRevisions } from "../../domain/history/revision-log";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission, signedInOnly } from "../../http/session";
import { decimalId, validate } from "../../lib/validate";

const recordParam = z.object({ id: z.string().min(1).max(40) });
const revisionParam = recordParam.extend({ rid: decimalId });

export function revisionRoutes(resource: HistoryResource) {
  const [first, ...rest] = resource.view;
  const view = first ? requirePermission(first, ...rest) : signedInOnly;
  return new Hono<AppEnv>()
    .get("/:id/revisions", view, validate("param", recordParam), async (c) => {
      const deps = depsOf(c);
      const id = await resource.assertExists(deps, c.req.valid("param").id);
      return c.json(await listRevisions(deps, resource.entity, id));
    })
    .get("/:id/revisions/:rid", view, validate("param", revisionParam), async (c) => {
      const deps = depsOf(c);
      const { id, rid } = c.req.valid("param");
      return c.json(await findRevision(deps, resource.entity, await resource.assertExists(deps, id), rid));
    })
    .post("/:id/revisions/:rid/restore", requirePermission(...resource.edit), validate("param", revisionParam), async (c) => {
      // a restore overwrites the record: like every update it names the version it was chosen at (428 without)
      const expected = requiredVersion(c);
      const deps = depsOf(c);
      const { id, rid } = c.req.valid("param");
      const revision = await findRevision(deps, resource.entity, await resource.assertExists(deps, id), rid);
      return c.json(await resource.restore(deps, id, revision.snapshot, expected));
    });
}
