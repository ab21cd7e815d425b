/** @file Audit log of admin writes: who did what to which record, when. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { adminUsers } from "./staff";

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    user_id: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    user_email: text("user_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at), index("audit_log_entity_idx").on(t.entity, t.entity_id)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
