/**
 * @file The instants at which the date-sensitive tests run (issue 41), whatever day the suite itself runs on: month and
 * year ends, the first Berlin hour of a month (still the old day in UTC), both days of the summer-time change in
 * Europe/Berlin, and a leap day. `TEST_DATES` (comma-separated ISO instants with their zone) replaces the list, e.g.
 * `TEST_DATES=2027-03-28T01:30+01:00 npm run test:dates`. Berlin days come from Intl's zone data here, so the product's
 * own rule (common/berlin-time.ts) is checked against an independent source.
 */

export interface ChosenDate {
  /** e.g. '2026-12-31 23:30 Berlin (New Year's Eve)': in every test name, so a failure names its date */
  label: string;
  /** the instant, UTC ISO */
  at: string;
  /** Berlin's calendar day at that instant, `YYYY-MM-DD` */
  day: string;
}

const DEFAULT_DATES: [string, string][] = [
  ["2026-11-30T22:30:00Z", "last day of a month, late evening"],
  ["2026-11-30T23:30:00Z", "first hour of a month, still the last day in UTC"],
  ["2026-12-31T22:30:00Z", "New Year's Eve"],
  ["2026-03-29T00:30:00Z", "summer time starts at 02:00 today"],
  ["2026-10-25T00:30:00Z", "summer time ends at 03:00 today, the first 02:30"],
  ["2028-02-29T11:00:00Z", "leap day"],
];

const berlinParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The Berlin wall clock of an instant by Intl: '2026-12-31 23:30'. */
export function berlinWallClock(at: string | number): string {
  const p = Object.fromEntries(berlinParts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

function chosen(instant: string, what?: string): ChosenDate {
  const t = Date.parse(instant);
  if (Number.isNaN(t)) throw new Error(`TEST_DATES: not an instant: ${instant}`);
  const wall = berlinWallClock(t);
  return { label: `${wall} Berlin${what ? ` (${what})` : ""}`, at: new Date(t).toISOString(), day: wall.slice(0, 10) };
}

/** The chosen instants: `TEST_DATES` when given (comma-separated), else the default list. */
export function chosenDates(testDates: string | undefined): ChosenDate[] {
  const given = (testDates ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return given.length ? given.map((s) => chosen(s)) : DEFAULT_DATES.map(([at, what]) => chosen(at, what));
}

/** `YYYY-MM-DD` plus `days` calendar days, by plain calendar arithmetic (independent of any zone rule). */
export function calendarAdd(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The instant of a Berlin wall-clock time 'YYYY-MM-DD HH:MM' by Intl (the earlier one when the autumn change repeats it). */
export function berlinInstant(wall: string): string {
  const [date, time] = wall.split(" ");
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  for (const offsetHours of [2, 1]) {
    const t = asUtc - offsetHours * 3_600_000;
    if (berlinWallClock(t) === wall) return new Date(t).toISOString();
  }
  throw new Error(`${wall} does not occur in Berlin`);
}
