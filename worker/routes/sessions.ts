/**
 * @file 'Meine Sitzungen' under /api/auth/sessions: list the own live sessions, end one, end all (contract in
 * common/schemas/sessions.ts). Ending sessions is audited.
 */
import { Hono } from "hono";
import { type StaffSession, sessionIdParam } from "../../common/schemas/sessions";
import { endAllSessionsStatements, endSessionOf, liveSessionsOf } from "../domain/account/sessions";
import type { AppEnv } from "../env";
import { depsOf } from "../http/deps";
import { dropSessionCookie, requireAuth, sameOriginWrites } from "../http/session";
import { auditInsert, recordAudit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAuth, sameOriginWrites)
  .get("/", async (c) => {
    const rows = await liveSessionsOf(c.var.db, c.var.user.id);
    const sessions: StaffSession[] = rows.map((row) => ({ ...row, current: row.id === c.var.sessionId }));
    // the current session first, then the others by last activity
    sessions.sort((a, b) => Number(b.current) - Number(a.current));
    return c.json(sessions);
  })
  .post("/end-all", async (c) => {
    await c.var.db.batch([
      ...endAllSessionsStatements(c.var.db, c.var.user.id),
      auditInsert(depsOf(c), { action: "end_sessions", entity: "admin_user", entityId: c.var.user.id }),
    ]);
    dropSessionCookie(c);
    return c.body(null, 204);
  })
  .delete("/:id", validate("param", sessionIdParam), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await endSessionOf(c.var.db, c.var.user.id, id))) throw new ApiError(404, "not_found", "Sitzung nicht gefunden");
    await recordAudit(depsOf(c), { action: "end_session", entity: "admin_user", entityId: c.var.user.id });
    if (id === c.var.sessionId) dropSessionCookie(c);
    return c.body(null, 204);
  });
