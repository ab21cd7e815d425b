/** @file How long the product keeps what it stores: the promises of the privacy notice and the audit screen, enforced by the daily cron. */

/** Error reports of the browser and the worker (Diagnostics). */
export const ERROR_REPORT_RETENTION_DAYS = 7;
/** The audit log of staff actions. */
export const AUDIT_RETENTION_DAYS = 365;
/** Raw analytics rows (page views, sessions, CTA clicks, form events); the daily rollups in analytics_daily stay. */
export const ANALYTICS_RAW_RETENTION_DAYS = 90;
/** Contact messages, unless the CONTACT_RETENTION_DAYS var says otherwise (the privacy notice promises 7). */
const CONTACT_RETENTION_DEFAULT_DAYS = 7;
/** Contact messages staff marked as spam. */
export const CONTACT_SPAM_RETENTION_DAYS = 1;

/** The retention of contact messages from the CONTACT_RETENTION_DAYS var: a whole number of days from 1 to 365. */
export function contactRetentionDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : CONTACT_RETENTION_DEFAULT_DAYS;
}
