/**
 * The AI studio's month calendar as rendered: headers So to Sa, today highlighted, each entry on its planned day
 * (a button that opens it), previous/next month; and the modal's form values (keywords split, the entity's defaults).
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentFormValues, toContentInput } from "../../web/admin/screens/ai-content/content-form-values";
import { MonthCalendar } from "../../web/admin/screens/ai-content/month-calendar";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
function render(ui: React.ReactNode) {
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  act(() => root!.render(ui));
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name || b.textContent === name)!;

describe("AI studio month calendar", () => {
  it("shows the month of today (Berlin), So to Sa, today highlighted and each entry on its day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T23:30:00Z")); // already 1 December in Berlin
    const opened: number[] = [];
    const c = render(
      <MonthCalendar
        entries={[
          { id: 7, title: "Adventsaktion", status: "scheduled", day: "2026-12-04" },
          { id: 8, title: "Jahresrückblick", status: "draft", day: "2026-12-31" },
        ]}
        onOpen={(id) => opened.push(id)}
      />,
    );
    expect(c.querySelector("h2")?.textContent).toBe("Dezember 2026");
    expect([...c.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"]);
    const today = c.querySelector('td[aria-current="date"]');
    expect(today?.getAttribute("data-date")).toBe("2026-12-01");
    expect(today?.classList.contains("ai-calendar__day--today")).toBe(true);
    expect(c.querySelector('td[data-date="2026-12-04"]')?.textContent).toContain("Adventsaktion");
    act(() => c.querySelector<HTMLButtonElement>('td[data-date="2026-12-31"] button')!.click());
    expect(opened).toEqual([8]);
  });

  it("moves to the previous and next month and back to today", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-15T12:00:00Z"));
    const c = render(<MonthCalendar entries={[{ id: 1, title: "Rückblick", status: "published", day: "2025-12-20" }]} onOpen={() => {}} />);
    act(() => button(c, "Vorheriger Monat").click());
    expect(c.querySelector("h2")?.textContent).toBe("Dezember 2025");
    expect(c.querySelector('td[data-date="2025-12-20"]')?.textContent).toContain("Rückblick");
    expect(c.querySelector('td[aria-current="date"]')).toBeNull();
    act(() => button(c, "Heute").click());
    expect(c.querySelector("h2")?.textContent).toBe("Januar 2026");
    act(() => button(c, "Nächster Monat").click());
    expect(c.querySelector("h2")?.textContent).toBe("Februar 2026");
  });
});

describe("AI content form values", () => {
  it("starts a new entry with the entity's defaults: draft, model unknown, created by Manual, the CTA, planned in 7 days", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
    const values = contentFormValues(null);
    expect(values).toMatchObject({
      status: "draft",
      ai_model: "unknown",
      created_by: "Manual",
      linkedin_cta: "Lesen Sie mehr in unserem Blog!",
      planned_date: "2026-12-01",
    });
  });

  it("sends the keywords as a list: split on commas, trimmed, empties dropped", () => {
    const input = toContentInput({ ...contentFormValues(null), title: "T", keywords: " KI, ,Daten ,Cloud," });
    expect(input.keywords).toEqual(["KI", "Daten", "Cloud"]);
  });
});
