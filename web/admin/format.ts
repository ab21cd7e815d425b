/** @file Display formats of the admin screens (dates in German format, as the spec asks). */
const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short" });

/** SQLite's "YYYY-MM-DD HH:MM:SS" (UTC) or an ISO string as a German date and time; '-' when empty. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "-";
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}
