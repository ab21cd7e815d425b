/**
 * Admin times are entered and shown in Europe/Berlin whatever the browser's zone (issue 17, item 8). The browser
 * here runs on UTC; before the fix the schedule input read 00:54 as UTC and the list showed 01:54.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

beforeAll(() => {
  // Node re-reads TZ when it is assigned; every Date below is computed after this
  vi.stubEnv("TZ", "UTC");
});

describe("admin dates and times (Europe/Berlin)", async () => {
  const { formatDate, formatDateTime, fromBerlinInput, toBerlinInput } = await import("../../web/admin/ui/date-time");
  const { postFormValues, toPostInput } = await import("../../web/admin/screens/blog/post-form-values");

  it("runs on a browser clock that is not Berlin's", () => {
    expect(new Date("2026-01-10T00:54:00Z").getHours()).toBe(0);
    expect(new Date(2026, 0, 10, 0, 54).toISOString()).toBe("2026-01-10T00:54:00.000Z");
  });

  it("reads 00:54 typed into the schedule input as 00:54 Berlin time and shows it as 00:54", () => {
    const values = { ...postFormValues(null), title: "T", content: "C", excerpt: "E", scheduled_local: "2026-01-10T00:54" };
    const stored = toPostInput(values).scheduled_publish_date as string;
    expect(stored).toBe("2026-01-09T23:54:00.000Z");
    expect(formatDateTime(stored)).toBe("10.01.2026, 00:54");
    // opened again, the input shows what was typed
    expect(postFormValues({ scheduled_publish_date: stored } as never).scheduled_local).toBe("2026-01-10T00:54");
  });

  it("keeps summer time and the clock changes right", () => {
    expect(fromBerlinInput("2026-07-01T12:00")).toBe("2026-07-01T10:00:00.000Z");
    expect(toBerlinInput("2026-07-01T10:00:00.000Z")).toBe("2026-07-01T12:00");
    // 29 March 2026: 02:00 -> 03:00; 25 October 2026: 03:00 -> 02:00
    expect(fromBerlinInput("2026-03-29T01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(fromBerlinInput("2026-03-29T03:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(fromBerlinInput("2026-10-25T04:00")).toBe("2026-10-25T03:00:00.000Z");
    expect(fromBerlinInput("")).toBeNull();
    expect(toBerlinInput(null)).toBe("");
  });

  it("shows SQLite's UTC timestamps and ISO times in Berlin, and calendar dates as they are", () => {
    expect(formatDateTime("2026-01-09 23:54:00")).toBe("10.01.2026, 00:54");
    expect(formatDateTime("2026-06-30T22:30:00Z")).toBe("01.07.2026, 00:30");
    expect(formatDateTime(null)).toBe("-");
    expect(formatDate("2026-03-05")).toBe("05.03.2026");
    expect(formatDate("2026-06-30T22:30:00Z")).toBe("01.07.2026");
  });
});
