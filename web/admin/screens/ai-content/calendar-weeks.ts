/**
 * @file The month calendar of the AI studio as plain data: weeks Sunday to Saturday (spec: headers So to Sa), days as
 * `YYYY-MM-DD` in Berlin, month navigation and the entries grouped by their day. Date arithmetic runs in UTC on
 * calendar dates, so the browser's zone never shifts a day.
 */

export const WEEKDAY_LABELS = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;

const MONTH_NAMES = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

export interface CalendarDay {
  /** `YYYY-MM-DD` */
  date: string;
  /** Day of the month (1..31). */
  day: number;
  /** False for the days of the previous or next month that fill the first and last week. */
  inMonth: boolean;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

function parseMonth(month: string): { year: number; index: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  return { year: Number(m[1]), index: Number(m[2]) - 1 };
}

/** The weeks of a month (`YYYY-MM`), each seven days from Sunday, padded with the neighbouring months' days. */
export function monthWeeks(month: string): CalendarDay[][] {
  const { year, index } = parseMonth(month);
  const first = new Date(Date.UTC(year, index, 1));
  const start = new Date(Date.UTC(year, index, 1 - first.getUTCDay()));
  const weeks: CalendarDay[][] = [];
  for (let cursor = start; weeks.length === 0 || cursor.getUTCMonth() === index; ) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: iso(cursor), day: cursor.getUTCDate(), inMonth: cursor.getUTCMonth() === index });
      cursor = new Date(cursor.getTime() + 86_400_000);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The month `by` months after (or before) `month`. */
export function shiftMonth(month: string, by: number): string {
  const { year, index } = parseMonth(month);
  return iso(new Date(Date.UTC(year, index + by, 1))).slice(0, 7);
}

/** 'November 2026' */
export function monthLabel(month: string): string {
  const { year, index } = parseMonth(month);
  return `${MONTH_NAMES[index]} ${year}`;
}

const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Berlin (`YYYY-MM-DD`), whatever the browser's zone. */
export const berlinToday = (now = new Date()) => berlinDate.format(now);

/** The Berlin day of a stored value: a calendar date as it is, a timestamp (SQLite UTC text or ISO) converted. */
export function berlinDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(value);
  const date = new Date(zoned ? value : `${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? value.slice(0, 10) : berlinDate.format(date);
}

/** The entries of each day, in their given order. */
export function groupByDay<T>(entries: T[], dayOf: (entry: T) => string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const entry of entries) {
    const day = dayOf(entry);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return days;
}
