/**
 * @file Issue 46: an editor's text survives a browser that is killed (SIGKILL to Chromium's whole process group, as a
 * crash or a power cut would end it). The post form is typed into at a human pace; the browser is killed 0.3, 1.5 and
 * 3 s after the last keystroke and in the middle of typing; a new browser on the same profile opens the form again,
 * which offers the draft: at most the last 300 ms of typing may be missing. What is typed while that offer shows is
 * kept as well.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { type Browser, chromium, type Page } from "playwright-core";
import { type Account, createAccount, openPostEditor, signIn } from "./admin-helpers.ts";
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Typing speed of the runs: 100 ms per character is a brisk human (about 120 characters a minute). */
const KEY_DELAY_MS = 100;
/** What a crash may cost: the last 300 ms of typing. */
const MAY_LOSE = Math.ceil(300 / KEY_DELAY_MS);

let admin: Account;
let profile: string;

interface Running {
  process: ChildProcess;
  browser: Browser;
  page: Page;
}

/** Chromium on the test's profile, driven over its debugging port (so that the test can kill the real process). */
async function startBrowser(): Promise<Running> {
  rmSync(join(profile, "DevToolsActivePort"), { force: true });
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"], {
    stdio: "ignore",
    detached: true,
  });
  // Chromium creates the file before it writes the port: an empty read made the test connect to port 80, and the
  // browser left running then held the profile, so that every later test of the file failed too
  const portFile = join(profile, "DevToolsActivePort");
  let port = "";
  for (let i = 0; i < 200 && !/^\d+$/.test(port); i++) {
    await sleep(50);
    port = existsSync(portFile) ? readFileSync(portFile, "utf8").split("\n")[0] : "";
  }
  let browser: Browser;
  try {
    assert.match(port, /^\d+$/, "Chromium wrote no debugging port within 10 s");
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  } catch (error) {
    process.kill(-child.pid!, "SIGKILL");
    throw error;
  }
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return { process: child, browser, page };
}

/** The crash: the browser and every process it started end at once, without a chance to write anything. */
async function kill(running: Running) {
  const exited = new Promise((resolve) => running.process.once("exit", resolve));
  process.kill(-running.process.pid!, "SIGKILL");
  await exited;
}

async function signedInBrowser(): Promise<Running> {
  const running = await startBrowser();
  await signIn(running.page, admin);
  await running.page.waitForURL((url) => url.pathname === "/admin");
  return running;
}

/** Creates a draft post and opens it; returns the browser and the post's title. */
async function editorWithPost(tag: string) {
  const running = await signedInBrowser();
  const title = `Absturz ${tag} ${Date.now().toString(36)}`;
  const res = await running.page.request.post(`${BASE_URL}/api/admin/blog`, {
    headers: { origin: BASE_URL },
    data: { title, excerpt: "Kurz", content: "Alter Text", content_status: "published", published: true },
  });
  assert.equal(res.status(), 201, await res.text());
  await openPostEditor(running.page, title);
  const content = running.page.getByLabel("Inhalt (Markdown)");
  await content.fill("");
  return { running, title, content };
}

/** After the crash: a new browser on the same profile opens the post; its draft offer restores what it kept. */
async function restoredAfterCrash(title: string): Promise<string> {
  const running = await signedInBrowser();
  try {
    const dialog = await openPostEditor(running.page, title);
    const offer = dialog.getByRole("alert").filter({ hasText: "Ungespeicherte Änderungen vom" });
    await offer.waitFor();
    await offer.getByRole("button", { name: "Wiederherstellen" }).click();
    return await running.page.getByLabel("Inhalt (Markdown)").inputValue();
  } finally {
    await kill(running);
  }
}

const TEXT = "Größere Datenmengen „sicher“ verarbeiten – 100 % ohne Verlust. ";

before(async () => {
  admin = await createAccount("admin", "Kira Absturz");
  profile = mkdtempSync(join(tmpdir(), "crash-profile-"));
});
after(() => rmSync(profile, { recursive: true, force: true }));

describe("a killed browser", () => {
  for (const pause of [300, 1500, 3000]) {
    it(`${pause} ms after the last keystroke: the reopened form offers every character typed`, async () => {
      const { running, title, content } = await editorWithPost(`${pause}`);
      await content.pressSequentially(TEXT, { delay: KEY_DELAY_MS / 4 });
      await sleep(pause);
      await kill(running);
      assert.equal(await restoredAfterCrash(title), TEXT);
    });
  }

  it("typing while the draft offer shows is kept: the next crash offers that text", async () => {
    const { running, title, content } = await editorWithPost("angebot");
    await content.pressSequentially(TEXT, { delay: KEY_DELAY_MS / 4 });
    await sleep(300);
    await kill(running);
    const second = await signedInBrowser();
    const dialog = await openPostEditor(second.page, title);
    await dialog.getByRole("alert").filter({ hasText: "Ungespeicherte Änderungen vom" }).waitFor();
    // the offer is left unanswered: the editor types on in the form as it was stored
    const more = "Neu getippt, während das Angebot stand.";
    await second.page.getByLabel("Inhalt (Markdown)").fill("");
    await second.page.getByLabel("Inhalt (Markdown)").pressSequentially(more, { delay: KEY_DELAY_MS / 4 });
    await sleep(300);
    await kill(second);
    assert.equal(await restoredAfterCrash(title), more);
  });

  it("in the middle of typing at a human pace: at most the last 300 ms are missing", async () => {
    const { running, title, content } = await editorWithPost("mitten");
    const full = TEXT.repeat(3);
    const typing = content.pressSequentially(full, { delay: KEY_DELAY_MS }).catch(() => undefined);
    await sleep(4000);
    const typed = (await content.inputValue()).length;
    await kill(running);
    await typing;
    const restored = await restoredAfterCrash(title);
    assert.ok(full.startsWith(restored), `not what was typed: ${JSON.stringify(restored)}`);
    assert.ok(typed > 20, `the run typed only ${typed} characters before the kill`);
    assert.ok(restored.length >= typed - MAY_LOSE, `${typed - restored.length} of ${typed} typed characters were lost`);
  });
});
