/**
 * @file The contact form end to end: a message sent through the real form in German and in English (success state,
 * 'new message' clears the form, a server validation text under its field), the staff mail written by wrangler's
 * local send_email simulation, and the inbox: staff find the message, mark it handled and delete it.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, goto, launch, openPage } from "./browser.ts";

/** wrangler dev writes each mail of the send_email binding below the served config's folder. */
const MAIL_DIR = "dist/consulting_site/.wrangler/tmp/email";
const started = Date.now();
const run = Math.random().toString(36).slice(2, 8);
const german = {
  name: "Erika Mustermann",
  email: `erika-${run}@example.com`,
  subject: `Projektanfrage ${run}`,
  message: "Wir suchen Hilfe bei einer Datenplattform.",
};
const english = {
  name: "John Smith",
  email: `john-${run}@example.com`,
  subject: `Project request ${run}`,
  message: "We need help with a data platform.",
};
/** The form refuses anything sent faster than a person can type (MIN_FILL_MS). */
const MIN_FILL_MS = 3000;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

function mailFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (statSync(path).mtimeMs >= started - 1000) found.push(path);
    }
  };
  walk(MAIL_DIR);
  return found;
}

async function sendThroughForm(
  page: Page,
  labels: Record<"name" | "email" | "subject" | "message" | "submit", string>,
  data: typeof german,
) {
  const loadedAt = Date.now();
  await page.getByLabel(labels.name).fill(data.name);
  await page.getByLabel(labels.email).first().fill(data.email);
  await page.getByLabel(labels.subject).fill(data.subject);
  await page.getByLabel(labels.message).fill(data.message);
  await page.locator("input[name=acceptTerms]").check();
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 300 - (Date.now() - loadedAt)));
  await page.getByRole("button", { name: labels.submit }).click();
}

describe("contact form → inbox", () => {
  it("sends a message in German: success, and 'new message' clears the form", async () => {
    const { context, page, problems } = await openPage(browser);
    await goto(page, "/kontakt");
    await sendThroughForm(
      page,
      { name: "Name", email: "E-Mail", subject: "Betreff", message: "Nachricht", submit: "Nachricht senden" },
      german,
    );
    await page.getByText("Nachricht erfolgreich gesendet!").waitFor();
    await page.getByRole("button", { name: "Neue Nachricht schreiben" }).click();
    assert.equal(await page.getByLabel("Name").inputValue(), "");
    assert.equal(await page.locator("textarea[name=message]").inputValue(), "");
    assert.equal(await page.locator("input[name=acceptTerms]").isChecked(), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("sends a message in English, after the server's English text for a blank name shows under the field", async () => {
    const { context, page, problems } = await openPage(browser);
    await goto(page, "/en/contact");
    const labels = { name: "Name", email: "Email", subject: "Subject", message: "Message", submit: "Send message" };
    await sendThroughForm(page, labels, { ...english, name: "   " });
    await page.getByRole("alert").getByText("Please enter your name.").waitFor();
    assert.equal(await page.getByLabel("Name").getAttribute("aria-invalid"), "true");
    assert.equal(await page.locator(".form-field__error").first().textContent(), "Please enter your name.");
    await page.getByLabel("Name").fill(english.name);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Message sent successfully!").waitFor();
    await page.getByRole("button", { name: "Write a new message" }).click();
    assert.equal(await page.getByLabel("Email").first().inputValue(), "");
    // the failed 400 is the only console noise
    assert.ok(
      problems.every((p) => p.includes("400")),
      problems.join("\n"),
    );
    await context.close();
  });

  it("the local send_email simulation wrote a minimal staff mail: name, subject, inbox link, no message text", async () => {
    const texts = mailFiles()
      .filter((f) => f.endsWith(".txt"))
      .map((f) => readFileSync(f, "utf8"));
    const mail = texts.find((t) => t.includes(german.subject));
    assert.ok(mail, `no mail with "${german.subject}" under ${MAIL_DIR} (found ${texts.length})`);
    assert.match(mail, new RegExp(`von ${german.name}`));
    assert.match(mail, /\/admin\/messages\?id=\d+/);
    assert.doesNotMatch(mail, /Datenplattform/);
    assert.ok(texts.some((t) => t.includes(english.subject)));
  });

  it("staff find the message in the inbox, mark it handled and delete it", async () => {
    const account = await createAccount("admin", "Inbox Admin");
    const { context, page, problems } = await openPage(browser);
    await signIn(page, account);
    await page.waitForURL(`${BASE_URL}/admin`);
    // the sign-in page's session probe answers 401 before signing in; only what follows counts
    problems.length = 0;
    const nav = page.getByRole("navigation", { name: "Admin-Navigation" });
    assert.ok(Number.parseInt(await nav.getByTestId("unread-contact-messages").first().innerText(), 10) >= 2);
    await page.getByText("Ungelesene Nachrichten").waitFor();
    await nav.getByRole("link", { name: /Nachrichten/ }).click();
    await page.getByRole("heading", { name: "Nachrichten", level: 1 }).waitFor();
    await page.getByPlaceholder("Name, E-Mail, Betreff oder Text").fill(german.subject);
    const item = page.getByRole("button", { name: new RegExp(german.subject) });
    await item.waitFor();
    assert.match(await item.innerText(), /Ungelesen/);
    assert.match(await item.innerText(), /Löschung am \d{2}\.\d{2}\.\d{4}/);
    await item.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(german.message).waitFor();
    assert.match(await dialog.getByTestId("delete-after").innerText(), /Wird am \d{2}\.\d{2}\.\d{4} automatisch gelöscht/);
    const reply = await dialog.getByRole("link", { name: "Antworten" }).getAttribute("href");
    assert.equal(reply, `mailto:${german.email}?subject=${encodeURIComponent(`Re: ${german.subject}`)}`);
    await dialog.getByRole("button", { name: "Als erledigt markieren" }).click();
    await dialog.getByRole("button", { name: "Wieder öffnen" }).waitFor();
    assert.match(await dialog.innerText(), /Erledigt/);
    await dialog.getByRole("button", { name: "Löschen" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Sind Sie sicher, dass Sie diese Nachricht löschen möchten?", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await page.getByText("Keine Nachrichten gefunden").waitFor();
    // the dialog's ?id= leaves the address once it closes (the list may refetch first)
    await page.waitForURL(`${BASE_URL}/admin/messages`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
