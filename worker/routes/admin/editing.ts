/**
 * @file What an open editor of a versioned record talks to besides the record itself (issue 46), mounted beside its
 * routes (/api/admin/<resource>/:id/...): GET presence (a WebSocket to the record's EditPresence Durable Object: who
 * else has it open and who is typing) and GET/PUT/DELETE autosave (the person's unsaved edit, kept on the server beside
 * the live version). Both need the record's edit permission, as opening its editor does.
 */
import { Hono } from "hono";
import { z } from "zod";
import { deleteAutosave, readAutosave, writeAutosave } from "../../domain/history/autosaves";
import type { HistoryResource } from "../../domain/history/resources";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { privateWrite } from "../../lib/content-version";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { PRESENCE_HEADERS } from "../../presence/edit-presence";

const recordParam = z.object({ id: z.string().min(1).max(40) });
const presenceQuery = z.object({
  session: z.uuid(),
  // when this tab opened the editor: who came first keeps the soft lock across a reconnect
  since: z.iso.datetime(),
});
const autosaveBody = z.object({
  version: z.number().int().min(0).max(999_999_999),
  values: z.record(z.string(), z.unknown()),
});

/** A `since` from the browser, kept within the last 12 hours and not in the future. */
const boundedSince = (since: string, now: number) =>
  new Date(Math.min(now, Math.max(now - 12 * 3_600_000, Date.parse(since)))).toISOString();

export function editingRoutes(resource: HistoryResource) {
  const edit = requirePermission(...resource.edit);
  return new Hono<AppEnv>()
    .get("/:id/presence", edit, validate("param", recordParam), validate("query", presenceQuery), async (c) => {
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        throw new ApiError(426, "upgrade_required", "Diese Adresse spricht nur WebSocket.");
      }
      // browsers send cookies with a cross-site WebSocket too (no CORS): only this site's pages may open one
      const origin = c.req.header("origin");
      if (!origin || ![new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin].includes(origin)) {
        throw new ApiError(403, "foreign_origin", "Anfrage von fremder Herkunft abgelehnt");
      }
      const deps = depsOf(c);
      const id = await resource.assertExists(deps, c.req.valid("param").id);
      const { session, since } = c.req.valid("query");
      const user = c.var.user;
      const stub = c.env.PRESENCE.get(c.env.PRESENCE.idFromName(`${resource.entity}:${id}`));
      const upgraded = await stub.fetch("https://presence/", {
        headers: {
          upgrade: "websocket",
          [PRESENCE_HEADERS.userId]: String(user.id),
          [PRESENCE_HEADERS.name]: encodeURIComponent(user.name),
          [PRESENCE_HEADERS.session]: session,
          [PRESENCE_HEADERS.since]: boundedSince(since, Date.now()),
        },
      });
      // the object's answer has immutable headers; the app's middlewares add theirs (no-store, security headers)
      return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket, headers: new Headers(upgraded.headers) });
    })
    .get("/:id/autosave", edit, validate("param", recordParam), async (c) => {
      const deps = depsOf(c);
      const recordId = await resource.assertExists(deps, c.req.valid("param").id);
      return c.json(await readAutosave(deps.db, { entity: resource.entity, recordId, userId: c.var.user.id }));
    })
    .put("/:id/autosave", edit, privateWrite, validate("param", recordParam), validate("json", autosaveBody), async (c) => {
      const deps = depsOf(c);
      const recordId = await resource.assertExists(deps, c.req.valid("param").id);
      const { version, values } = c.req.valid("json");
      const key = { entity: resource.entity, recordId, userId: c.var.user.id };
      return c.json(await writeAutosave(deps.db, key, version, values, new Date()));
    })
    .delete("/:id/autosave", edit, privateWrite, validate("param", recordParam), async (c) => {
      const deps = depsOf(c);
      const recordId = await resource.assertExists(deps, c.req.valid("param").id);
      await deleteAutosave(deps.db, { entity: resource.entity, recordId, userId: c.var.user.id });
      return c.body(null, 204);
    });
}
