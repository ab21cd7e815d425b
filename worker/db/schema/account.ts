/** @file Sign-in state of staff accounts: server-side sessions, TOTP recovery codes, sign-in attempts. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id } from "./columns";
import { adminUsers } from "./staff";

/**
 * Staff sessions, kept on the server: the cookie carries a random token, this table its SHA-256. Deleting a row ends
 * the session at once; `epoch` must equal the account's session_epoch (bumped on password change, deactivation,
 * role change and sign-out everywhere). worker/http/session.ts enforces the idle timeout and the absolute lifetime.
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    epoch: integer("epoch").notNull(),
    // signed in with a temporary password: this session may only change the password (worker/http/session.ts)
    password_change_only: bool("password_change_only").notNull().default(false),
    // after the password: the TOTP code is still to come ('totp'), or the role demands TOTP and it is to be set up
    // ('totp_enrol'); until then the session can do nothing else (worker/http/session.ts)
    pending_step: text("pending_step", { enum: ["totp", "totp_enrol"] }),
    // what 'Meine Sitzungen' shows: derived from the user agent and the edge's country (never the IP or raw agent)
    device_type: text("device_type", { enum: ["desktop", "mobile", "tablet"] })
      .notNull()
      .default("desktop"),
    os: text("os").notNull().default(""),
    browser: text("browser").notNull().default(""),
    country: text("country"),
    created_at: createdAt(),
    last_seen_at: text("last_seen_at").notNull(),
    expires_at: text("expires_at").notNull(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.user_id)],
);

/** The ten single-use recovery codes of an account's TOTP second factor, stored as SHA-256 only. */
export const totpRecoveryCodes = sqliteTable(
  "totp_recovery_codes",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: text("used_at"),
  },
  (t) => [index("totp_recovery_codes_user_idx").on(t.user_id)],
);

/** Sign-in attempts per e-mail address (SHA-256 of it, known or not) in the current window: worker/domain/account/throttle.ts. */
export const loginAttempts = sqliteTable("login_attempts", {
  email_key: text("email_key").primaryKey(),
  attempts: integer("attempts").notNull(),
  window_ends: text("window_ends").notNull(),
});
