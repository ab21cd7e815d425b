/** @file How long the product keeps what it stores: the promises of the privacy notice and the audit screen, enforced by the daily cron. */

/** Error reports of the browser and the worker (Diagnostics). */
export const ERROR_REPORT_RETENTION_DAYS = 7;
/** The audit log of staff actions. */
export const AUDIT_RETENTION_DAYS = 365;
/** Raw analytics rows (page views, sessions, CTA clicks, form events); the daily rollups in analytics_daily stay. */
export const ANALYTICS_RAW_RETENTION_DAYS = 90;
