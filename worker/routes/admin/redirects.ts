/**
 * @file Redirects admin API (redirects.manage): GET / (every redirect with hits and last hit), POST / (201), PUT /:id,
 * DELETE /:id (204), GET /not-found (the 404 log of the last 90 days: path, count, last day, referring hosts, a
 * suggested target). Chains collapse and loops are refused; a target on another site or the home page as the source
 * also needs redirects.external, else 403 permission_missing (worker/domain/redirects/).
 */
import { Hono } from "hono";
import { redirectSchema } from "../../../common/schemas/redirects";
import { deleteRedirect, listRedirects, notFoundReport, saveRedirect } from "../../domain/redirects/admin";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { idParam, validate } from "../../lib/validate";

const manage = requirePermission("redirects.manage");

export const adminRedirectRoutes = new Hono<AppEnv>()
  .get("/", manage, async (c) => c.json(await listRedirects(depsOf(c))))
  .get("/not-found", manage, async (c) => c.json(await notFoundReport(depsOf(c))))
  .post("/", manage, validate("json", redirectSchema), async (c) => c.json(await saveRedirect(depsOf(c), c.req.valid("json")), 201))
  .put("/:id", manage, validate("param", idParam), validate("json", redirectSchema), async (c) =>
    c.json(await saveRedirect(depsOf(c), c.req.valid("json"), c.req.valid("param").id)),
  )
  .delete("/:id", manage, validate("param", idParam), async (c) => {
    await deleteRedirect(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
