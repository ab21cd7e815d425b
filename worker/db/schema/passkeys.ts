/** @file Passkeys (WebAuthn credentials) of staff accounts and the single-use challenges of their ceremonies. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, stringList } from "./columns";
import { adminUsers } from "./staff";

export const passkeys = sqliteTable(
  "passkeys",
  {
    // the credential ID (base64url) the authenticator chose
    id: text("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    // the COSE public key, base64url
    public_key: text("public_key").notNull(),
    // the signature counter last seen; a lower one means a cloned authenticator
    counter: integer("counter").notNull().default(0),
    transports: stringList("transports"),
    name: text("name").notNull(),
    created_at: createdAt(),
    last_used_at: text("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.user_id)],
);

/**
 * A challenge handed out for one registration (user_id set) or one sign-in (user_id null); deleted when used, and
 * worthless after expires_at.
 */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    user_id: integer("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
    expires_at: text("expires_at").notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expires_at)],
);

export type Passkey = typeof passkeys.$inferSelect;
