/** @file Daily retention: deletes what is older than the privacy notice and the audit screen promise (and spent sign-in windows and sessions), one statement per table. */
import { lt } from "drizzle-orm";
import { AUDIT_RETENTION_DAYS, ERROR_REPORT_RETENTION_DAYS } from "../../common/retention";
import { auditLog, errorReports, loginAttempts } from "../db/schema";
import type { Db } from "../env";
import { deleteDeadSessions } from "../lib/session-store";

const DAY_MS = 24 * 60 * 60 * 1000;
const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Set-based and idempotent: running it twice, or concurrently, deletes the same rows once. */
export async function applyRetention(db: Db, now: Date) {
  const [errors, audit, attempts, sessions] = await db.batch([
    db
      .delete(errorReports)
      .where(lt(errorReports.created_at, cutoff(now, ERROR_REPORT_RETENTION_DAYS)))
      .returning({ id: errorReports.id }),
    db
      .delete(auditLog)
      .where(lt(auditLog.created_at, cutoff(now, AUDIT_RETENTION_DAYS)))
      .returning({ id: auditLog.id }),
    // sign-in windows that have run out (typed addresses that are no account would pile up otherwise)
    db.delete(loginAttempts).where(lt(loginAttempts.window_ends, now.toISOString())).returning({ key: loginAttempts.email_key }),
    deleteDeadSessions(db, now),
  ]);
  const deleted = {
    error_reports: errors.length,
    audit_log: audit.length,
    login_attempts: attempts.length,
    admin_sessions: sessions.length,
  };
  console.log(JSON.stringify({ job: "retention", deleted }));
  return deleted;
}
