/**
 * @file The admin screens' own date logic at chosen dates (tests/chosen-dates.ts; issue 41), with the browser's clock set
 * to each instant: the AI studio's calendar opens on Berlin's month with today marked and reaches the planned day, a
 * new AI entry is planned a week ahead, "tomorrow 23:30" typed into a schedule input is that Berlin time, and the
 * analytics screen's fallback days end on Berlin's today. Expectations come from Intl and calendar arithmetic.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { contentFormValues } from "../../web/admin/screens/ai-content/content-form-values";
import { MonthCalendar } from "../../web/admin/screens/ai-content/month-calendar";
import { zeroReport } from "../../web/admin/screens/analytics/format";
import { formatDateTime, fromBerlinInput, toBerlinInput } from "../../web/admin/ui/date-time";
import { berlinInstant, calendarAdd, chosenDates } from "../chosen-dates";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const monthHeading = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

for (const { label, at, day } of chosenDates(inject("testDates")))
  describe(`at ${label}`, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(at));
    });

    it("the AI studio's calendar opens on Berlin's month, today marked, and the next month shows an entry a week ahead", () => {
      const planned = contentFormValues(null).planned_date;
      expect(planned).toBe(calendarAdd(day, 7));
      const container = document.body.appendChild(document.createElement("div"));
      root = createRoot(container);
      act(() => root!.render(<MonthCalendar entries={[{ id: 1, title: "Geplant", status: "draft", day: planned }]} onOpen={() => {}} />));
      expect(container.querySelector("h2")?.textContent).toBe(monthHeading(day));
      expect(container.querySelector('td[aria-current="date"]')?.getAttribute("data-date")).toBe(day);
      if (planned.slice(0, 7) !== day.slice(0, 7))
        act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Nächster Monat"]')!.click());
      expect(container.querySelector("h2")?.textContent).toBe(monthHeading(planned));
      expect(container.querySelector(`td[data-date="${planned}"]`)?.textContent).toContain("Geplant");
    });

    it("reads 'tomorrow 23:30' typed into a schedule input as 23:30 Berlin time, and shows it so", () => {
      const tomorrow = calendarAdd(day, 1);
      const stored = fromBerlinInput(`${tomorrow}T23:30`);
      expect(stored).toBe(berlinInstant(`${tomorrow} 23:30`));
      expect(toBerlinInput(stored)).toBe(`${tomorrow}T23:30`);
      expect(formatDateTime(stored)).toBe(`${tomorrow.slice(8)}.${tomorrow.slice(5, 7)}.${tomorrow.slice(0, 4)}, 23:30`);
    });

    it("the analytics screen's fallback (zeroed) report covers 7, 30 and 90 Berlin days ending today", () => {
      for (const days of [7, 30, 90] as const) {
        const report = zeroReport(days);
        expect(report.to).toBe(day);
        expect(report.daily.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => calendarAdd(day, i - (days - 1))));
      }
    });
  });
