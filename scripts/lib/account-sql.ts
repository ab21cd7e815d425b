/** @file The SQL that creates or updates a staff account: the admin CLI runs it through wrangler, the browser tests on the local file. */
import { literal } from "./sql.ts";

export interface AccountRow {
  email: string;
  /** Kept as it is on an update when empty or not given; a new account without one is named after its e-mail's local part. */
  name?: string;
  passwordHash: string;
  roleId: number;
}

/** Creates the account, or updates password, role and name, re-activates it and signs it out everywhere. */
export function upsertAccountSql({ email, name, passwordHash, roleId }: AccountRow): string {
  return `INSERT INTO admin_users (email, name, password_hash, role_id, active) VALUES (${literal(email)}, ${literal(name ?? email.split("@")[0])}, ${literal(passwordHash)}, ${roleId}, 1)
   ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, role_id = excluded.role_id, name = ${name ? "excluded.name" : "admin_users.name"},
   active = 1, session_epoch = admin_users.session_epoch + 1, temporary_password_expires_at = NULL, temporary_password_used_at = NULL,
   updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');`;
}
