/** @file Daily retention: deletes what is older than the privacy notice and the audit screen promise (contact messages, error reports, raw analytics after 90 days, audit rows; spent sign-in and rate-limit windows, sessions, forgotten editor autosaves), one statement each. */
import { and, eq, lt } from "drizzle-orm";
import {
  ANALYTICS_RAW_RETENTION_DAYS,
  AUDIT_RETENTION_DAYS,
  CONTACT_SPAM_RETENTION_DAYS,
  contactRetentionDays,
  ERROR_REPORT_RETENTION_DAYS,
} from "../../common/retention";
import {
  auditLog,
  contactMessages,
  ctaClicks,
  errorReports,
  formSubmissionsAnalytics,
  loginAttempts,
  pageViews,
  rateLimits,
  userSessions,
} from "../db/schema";
import { deleteDeadSessions } from "../domain/account/sessions";
import { AUTOSAVE_RETENTION_DAYS, deleteOldAutosaves } from "../domain/history/autosaves";
import type { JobDeps } from "../env";

const DAY_MS = 24 * 60 * 60 * 1000;
const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Set-based and idempotent: running it twice, or concurrently, deletes the same rows once. */
export async function applyRetention({ db, now, env }: JobDeps) {
  const rawCutoff = cutoff(now, ANALYTICS_RAW_RETENTION_DAYS);
  const [errors, audit, attempts, limits, sessions, messages, spam, views, clicks, forms, visits, autosaves] = await db.batch([
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
    db.delete(rateLimits).where(lt(rateLimits.window_ends, now.toISOString())).returning({ key: rateLimits.key }),
    deleteDeadSessions(db, now),
    // contact messages: the privacy notice's promise (CONTACT_RETENTION_DAYS, default 7); spam after one day
    db
      .delete(contactMessages)
      .where(lt(contactMessages.created_at, cutoff(now, contactRetentionDays(env?.CONTACT_RETENTION_DAYS))))
      .returning({ id: contactMessages.id }),
    db
      .delete(contactMessages)
      .where(and(eq(contactMessages.spam, true), lt(contactMessages.created_at, cutoff(now, CONTACT_SPAM_RETENTION_DAYS))))
      .returning({ id: contactMessages.id }),
    // raw analytics after 90 days; the daily rollups (analytics_daily) stay
    db.delete(pageViews).where(lt(pageViews.created_at, rawCutoff)).returning({ id: pageViews.id }),
    db.delete(ctaClicks).where(lt(ctaClicks.created_at, rawCutoff)).returning({ id: ctaClicks.id }),
    db
      .delete(formSubmissionsAnalytics)
      .where(lt(formSubmissionsAnalytics.created_at, rawCutoff))
      .returning({ id: formSubmissionsAnalytics.id }),
    db.delete(userSessions).where(lt(userSessions.started_at, rawCutoff)).returning({ id: userSessions.id }),
    deleteOldAutosaves(db, cutoff(now, AUTOSAVE_RETENTION_DAYS)),
  ]);
  const deleted = {
    error_reports: errors.length,
    audit_log: audit.length,
    login_attempts: attempts.length,
    rate_limits: limits.length,
    admin_sessions: sessions.length,
    contact_messages: messages.length + spam.length,
    page_views: views.length,
    cta_clicks: clicks.length,
    form_submissions_analytics: forms.length,
    user_sessions: visits.length,
    edit_autosaves: autosaves.length,
  };
  console.log(JSON.stringify({ job: "retention", deleted }));
  return deleted;
}
