/** @file Shared browser-test setup: Debian's Chromium via playwright-core, and a page that records console errors. */
import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A new page in a fresh context; `problems` collects console errors/warnings, page errors and failed responses. */
export async function openPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, problems };
}

export async function goto(page: Page, path: string) {
  return page.goto(BASE_URL + path, { waitUntil: "networkidle" });
}

/**
 * Chromium's virtual authenticator on the page (CTAP2, internal, resident keys, user verified, presence simulated):
 * passkey ceremonies complete without a person. The page must be served as localhost (tests/e2e/run.ts).
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
