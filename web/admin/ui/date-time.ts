/**
 * @file Admin dates and times: ONE time zone, Europe/Berlin, for display and input, whatever the browser's zone
 * (issue 17, item 8). A `datetime-local` input holds a Berlin wall-clock time; the API stores UTC ISO text.
 */

const ADMIN_TIME_ZONE = "Europe/Berlin";
/** The label every admin time carries (column headers, input labels). */
export const TIME_ZONE_LABEL = "Berliner Zeit";

const dateTimeFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: ADMIN_TIME_ZONE });
const dateFormat = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: ADMIN_TIME_ZONE });
const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ADMIN_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** SQLite's "YYYY-MM-DD HH:MM:SS" (UTC, no zone) or an ISO string with a zone, as a Date. */
function parseTimestamp(value: string): Date {
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(value);
  return new Date(zoned ? value : `${value.replace(" ", "T")}Z`);
}

/** A timestamp as a German date and time in Berlin ('23.11.2026, 14:05'); '-' when empty. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "-";
  const date = parseTimestamp(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A calendar date `YYYY-MM-DD` as it is, or a timestamp's Berlin date, in German ('05.03.2026'); '-' when empty. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "-";
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = parseTimestamp(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Berlin's wall clock at an instant, as UTC milliseconds of the same fields. */
function berlinWallClock(ms: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** A UTC ISO time as the value of a `datetime-local` input in Berlin time ('2026-03-29T00:54'); '' when empty. */
export function toBerlinInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = parseTimestamp(iso).getTime();
  if (Number.isNaN(ms)) return "";
  return new Date(berlinWallClock(ms)).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as Berlin time, as UTC ISO ('2026-01-10T00:54' -> '2026-01-09T23:54:00.000Z');
 * null when empty or not a time. A wall-clock time skipped by the spring change counts as the hour after it.
 */
export function fromBerlinInput(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  // the offset at a first guess, then again at the result (the guess may sit on the other side of a change)
  let utc = wall - (berlinWallClock(wall) - wall);
  utc = wall - (berlinWallClock(utc) - utc);
  return new Date(utc).toISOString();
}
