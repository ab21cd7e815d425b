/** @file Berlin's UTC offset without Intl agrees with Intl's time-zone data, around both summer-time changes too. */
import { describe, expect, it } from "vitest";
import { berlinOffsetHours } from "../../common/berlin-time";

const intlOffset = (t: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", timeZoneName: "longOffset" })
    .formatToParts(new Date(t))
    .find((p) => p.type === "timeZoneName")?.value;

describe("berlinOffsetHours", () => {
  it("matches Intl every 3 hours 7 minutes over 2024-2030", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += (3 * 60 + 7) * 60_000) {
      expect(`GMT+0${berlinOffsetHours(t)}:00`, new Date(t).toISOString()).toBe(intlOffset(t));
    }
  });

  it("changes at 01:00 UTC on the last Sundays of March and October", () => {
    expect(berlinOffsetHours(Date.parse("2026-03-29T00:59:59Z"))).toBe(1);
    expect(berlinOffsetHours(Date.parse("2026-03-29T01:00:00Z"))).toBe(2);
    expect(berlinOffsetHours(Date.parse("2026-10-25T00:59:59Z"))).toBe(2);
    expect(berlinOffsetHours(Date.parse("2026-10-25T01:00:00Z"))).toBe(1);
  });
});
