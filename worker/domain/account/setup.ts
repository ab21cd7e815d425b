/**
 * @file First-run setup: while no staff account exists, the holder of the one-time SETUP_TOKEN creates the first admin
 * (one statement, so two setups racing each other cannot both create one), audited.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../../../common/password";
import { ADMIN_ROLE } from "../../../common/permissions";
import type { SessionUser } from "../../../common/types";
import { adminUsers, roles } from "../../db/schema";
import type { Db, Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { ApiError, conflict } from "../../lib/errors";
import { assertStrongPassword } from "./password-rule";
import { loadSessionUser } from "./session-user";

export const hasAccounts = async (db: Db) => (await db.select({ n: sql<number>`count(*)` }).from(adminUsers).get())!.n > 0;

/** Compares without an early exit, so the time taken says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Creates the first admin account; returns it with its session epoch for the session that follows. */
export async function createFirstAdmin(
  deps: Pick<Deps, "db" | "env">,
  input: { token: string; email: string; name: string; password: string },
): Promise<{ user: SessionUser; session_epoch: number }> {
  if (!deps.env.SETUP_TOKEN || !sameSecret(input.token, deps.env.SETUP_TOKEN)) {
    throw new ApiError(403, "setup_token_invalid", "Der Einrichtungscode ist ungültig.");
  }
  await assertStrongPassword(deps, "password", input.password, input);
  const db = deps.db;
  const passwordHash = await hashPassword(input.password);
  const created = await db.get<{ id: number; session_epoch: number } | undefined>(sql`
    INSERT INTO ${adminUsers} (email, name, password_hash, role_id)
    SELECT ${input.email}, ${input.name}, ${passwordHash}, ${roles.id} FROM ${roles}
    WHERE ${roles.name} = ${ADMIN_ROLE} AND NOT EXISTS (SELECT 1 FROM ${adminUsers})
    RETURNING id, session_epoch`);
  if (!created) throw conflict("setup_done", "Die Einrichtung ist bereits abgeschlossen. Bitte melden Sie sich an.");
  const user = (await loadSessionUser(db, created.id, created.session_epoch))!;
  await auditInsert({ db, actor: user }, { action: "setup", entity: "admin_user", entityId: user.id });
  return { user, session_epoch: created.session_epoch };
}
