/**
 * @file The AI studio in Chromium with the browser's clock at each chosen date (tests/chosen-dates.ts; issue 41):
 * the calendar opens on Berlin's month with today marked (and passes axe: each month lays out other neighbouring
 * days), "Nächster Monat" turns to the next month, and the wizard plans a week ahead. The server keeps the real clock; only the browser's Date is set
 * (Playwright's page.clock), which is all these screens read.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { calendarAdd, chosenDates } from "../chosen-dates.ts";
import { assertAccessible, signedInAdmin } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const monthHeading = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

let browser: Browser;
let staff: Page;
let problems: string[];

before(async () => {
  browser = await launch();
  ({ page: staff, problems } = await signedInAdmin(browser, "Clara Kalender"));
});
after(async () => browser?.close());

for (const { label, at, day } of chosenDates(process.env.TEST_DATES))
  describe(`at ${label}`, () => {
    it("the AI studio's calendar shows Berlin's month with today marked, and the wizard plans a week ahead", async () => {
      await staff.clock.setFixedTime(new Date(at));
      await staff.goto(`${BASE_URL}/admin/ai-content`);
      await staff.getByRole("heading", { level: 1, name: "AI Content Generator" }).waitFor();
      await staff.getByRole("button", { name: "Kalender", exact: true }).click();
      const calendar = staff.getByRole("region", { name: "Kalender" });
      assert.equal(await calendar.getByRole("heading", { level: 2 }).innerText(), monthHeading(day));
      assert.equal(await calendar.locator('td[aria-current="date"]').getAttribute("data-date"), day);
      await assertAccessible(staff, `AI calendar at ${label}`);
      await calendar.getByRole("button", { name: "Nächster Monat" }).click();
      assert.equal(await calendar.getByRole("heading", { level: 2 }).innerText(), monthHeading(calendarAdd(`${day.slice(0, 7)}-28`, 4)));
      await staff.getByRole("button", { name: "Liste", exact: true }).click();

      await staff.getByRole("button", { name: "AI Content erstellen" }).click();
      const wizard = staff.getByRole("dialog", { name: "AI Content erstellen" });
      assert.equal(await wizard.getByLabel("Geplantes Datum").inputValue(), calendarAdd(day, 7));
      await staff.keyboard.press("Escape");
      await wizard.waitFor({ state: "detached" });
      assert.deepEqual(problems, []);
    });
  });
