/**
 * @file First-run setup under /api/auth/setup: creates the first admin account of a fresh installation with the
 * one-time token that `npm start` prints (SETUP_TOKEN), then signs it in. Closed for good once any account exists,
 * so the token works at most once. Contract in common/schemas/auth.ts (setupSchema).
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { hashPassword } from "../../common/password";
import { ADMIN_ROLE } from "../../common/permissions";
import { setupSchema } from "../../common/schemas/auth";
import { adminUsers, roles } from "../db/schema";
import { assertStrongPassword } from "../domain/account/password-rule";
import { loadSessionUser } from "../domain/account/session-user";
import type { AppEnv, Db } from "../env";
import { depsOf } from "../http/deps";
import { issueSession, sameOriginWrites } from "../http/session";
import { auditInsert } from "../lib/audit";
import { ApiError, conflict } from "../lib/errors";
import { validate } from "../lib/validate";

const hasAccounts = async (db: Db) => (await db.select({ n: sql<number>`count(*)` }).from(adminUsers).get())!.n > 0;

/** Compares without an early exit, so the time taken says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export const setupRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ needed: !(await hasAccounts(c.var.db)), token_configured: Boolean(c.env.SETUP_TOKEN) }))
  .post("/", sameOriginWrites, validate("json", setupSchema), async (c) => {
    const input = c.req.valid("json");
    if (!c.env.SETUP_TOKEN || !sameSecret(input.token, c.env.SETUP_TOKEN)) {
      throw new ApiError(403, "setup_token_invalid", "Der Einrichtungscode ist ungültig.");
    }
    await assertStrongPassword("password", input.password, input);
    const db = c.var.db;
    const passwordHash = await hashPassword(input.password);
    // one statement: two setups racing each other cannot both create an admin
    const created = await db.get<{ id: number; session_epoch: number } | undefined>(sql`
      INSERT INTO ${adminUsers} (email, name, password_hash, role_id)
      SELECT ${input.email}, ${input.name}, ${passwordHash}, ${roles.id} FROM ${roles}
      WHERE ${roles.name} = ${ADMIN_ROLE} AND NOT EXISTS (SELECT 1 FROM ${adminUsers})
      RETURNING id, session_epoch`);
    if (!created) throw conflict("setup_done", "Die Einrichtung ist bereits abgeschlossen. Bitte melden Sie sich an.");
    const user = (await loadSessionUser(db, created.id, created.session_epoch))!;
    c.set("user", user);
    await auditInsert(depsOf(c), { action: "setup", entity: "admin_user", entityId: user.id });
    await issueSession(c, { id: user.id, session_epoch: created.session_epoch });
    return c.json({ user }, 201);
  });
