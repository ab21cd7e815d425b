/**
 * @file Which tables a backup holds: every table of the drizzle schema that is not on the explicit exclude list, in an
 * order where a table comes after the tables its foreign keys point to (so a restore can insert them one by one).
 * tests/worker/backup-tables.test.ts fails when a new table is neither backed up nor excluded on purpose.
 */
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../db/schema";

/** Not content: raw analytics events, sign-in and rate-limit state, short-lived challenges, error reports, the backup log itself. */
export const EXCLUDED_TABLES: Record<string, string> = {
  page_views: "raw analytics events (the daily rollup is backed up)",
  cta_clicks: "raw analytics events",
  form_submissions_analytics: "raw analytics events",
  user_sessions: "raw analytics visits",
  admin_sessions: "sign-in sessions (a restore signs everyone out)",
  login_attempts: "sign-in throttling windows",
  rate_limits: "rate-limit windows",
  ai_rate_limits: "rate-limit windows",
  webauthn_challenges: "single-use WebAuthn challenges",
  ai_reservations: "in-flight AI token reservations",
  // the privacy notice promises deletion after CONTACT_RETENTION_DAYS; a 12-month backup would break that promise
  contact_messages: "personal data kept 7 days (privacy notice)",
  edit_conflict_guard: "never holds a row",
  error_reports: "diagnostics, kept 7 days",
  backup_runs: "the backup log of this instance",
  edit_autosaves: "one person's unsaved typing, kept 30 days",
};

const allTables = (): SQLiteTable[] => (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => is(v, SQLiteTable));

/** Every table name of the schema. */
export const schemaTableNames = () => allTables().map((t) => getTableName(t));

/** The backed-up tables, parents before children (self-references are left to row order by primary key). */
export function backupTables(): SQLiteTable[] {
  const tables = allTables().filter((t) => !(getTableName(t) in EXCLUDED_TABLES));
  const byName = new Map(tables.map((t) => [getTableName(t), t]));
  const ordered: SQLiteTable[] = [];
  const seen = new Set<string>();
  const visit = (table: SQLiteTable) => {
    const name = getTableName(table);
    if (seen.has(name)) return;
    seen.add(name);
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = byName.get(getTableName(fk.reference().foreignTable));
      if (parent) visit(parent);
    }
    ordered.push(table);
  };
  for (const t of [...tables].sort((a, b) => getTableName(a).localeCompare(getTableName(b)))) visit(t);
  return ordered;
}
