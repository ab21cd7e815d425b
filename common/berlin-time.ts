/**
 * @file Berlin's offset from UTC without Intl: the first Intl call of an isolate loads the locale and zone data (tens of
 * ms of a cold render), and a public render needs no more than the EU's summer-time rule. Berlin days: berlin-days.ts.
 */

/** The day of the month of the last Sunday of `month` (0-based) in `year`. */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/** The instants (ms) Berlin's summer time starts and ends in `year`: 01:00 UTC on the last Sundays of March and October. */
export function berlinSummerTime(year: number): [start: number, end: number] {
  return [Date.UTC(year, 2, lastSunday(year, 2), 1), Date.UTC(year, 9, lastSunday(year, 9), 1)];
}

/** Europe/Berlin's offset from UTC at the instant `t` (ms) in hours: 2 from the last Sunday of March to that of October (01:00 UTC each), else 1. */
export function berlinOffsetHours(t: number): number {
  const [start, end] = berlinSummerTime(new Date(t).getUTCFullYear());
  return t >= start && t < end ? 2 : 1;
}
