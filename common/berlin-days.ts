/**
 * @file Berlin's calendar days as `YYYY-MM-DD`, what analytics, events, the dashboard and the AI budget count in: the day
 * of an instant, the instant a day starts, calendar arithmetic. Apart from berlin-time.ts, whose offset every public
 * page bundles: these are only bundled where they are used.
 */
import { berlinOffsetHours } from "./berlin-time.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The Berlin calendar day (`YYYY-MM-DD`) of an instant (ms, a Date, or ISO text with its zone). */
export function berlinDay(at: number | Date | string = Date.now()): string {
  const t = typeof at === "number" ? at : typeof at === "string" ? Date.parse(at) : at.getTime();
  return new Date(t + berlinOffsetHours(t) * HOUR_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` calendar days (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant 00:00 in Berlin on `day`, as UTC ISO text ('2026-03-29' -> '2026-03-28T23:00:00.000Z'). Midnight never
 * falls in a change (they are at 02:00 and 03:00), so the offset two hours before UTC midnight is the one in force.
 */
export function berlinDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - berlinOffsetHours(utcMidnight - 2 * HOUR_MS) * HOUR_MS).toISOString();
}
