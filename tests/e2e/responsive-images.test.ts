/** @file Uploaded photos stay fast: a 4,000 px team photo reaches a 412 px phone as a resized WebP copy of bounded size. */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage } from "./browser.ts";

let browser: Browser;
let admin: Page;

before(async () => {
  browser = await launch();
  const account = await createAccount("admin", "Image Admin");
  ({ page: admin } = await openPage(browser));
  await admin.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signIn(admin, account);
  await admin.waitForURL(`${BASE_URL}/admin`);
});
after(async () => browser?.close());

const dialog = () => admin.getByRole("dialog");
const exactLabel = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** A 4,000 x 3,000 JPEG drawn in the browser: soft shapes and grain, so it compresses like a photo, not like a flat colour. */
async function photoJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    const sky = ctx.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, "#1b6f7a");
    sky.addColorStop(1, "#f2c48d");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 4000, 3000);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = `hsla(${Math.floor(random() * 360)}, 55%, ${30 + random() * 50}%, 0.35)`;
      ctx.beginPath();
      ctx.arc(random() * 4000, random() * 3000, 40 + random() * 400, 0, Math.PI * 2);
      ctx.fill();
    }
    // fine grain, like sensor noise
    const grain = ctx.getImageData(0, 0, 4000, 3000);
    for (let p = 0; p < grain.data.length; p += 4) {
      const n = (random() - 0.5) * 24;
      grain.data[p] += n;
      grain.data[p + 1] += n;
      grain.data[p + 2] += n;
    }
    ctx.putImageData(grain, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    if (!blob) throw new Error("no JPEG");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

describe("responsive images", () => {
  it("serves a 4,000 px team photo uploaded in the admin area to a 412 px phone as a resized image of at most 150 KB", async (t) => {
    const photo = await photoJpeg(admin);
    assert.ok(photo.byteLength > 300_000, `the test photo is a heavy original (${photo.byteLength} bytes)`);

    // upload through the media library and take its URL
    await admin.goto(`${BASE_URL}/admin/assets`, { waitUntil: "networkidle" });
    await admin.locator("input[type=file]").setInputFiles([{ name: "team-foto-gross.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await admin.getByText("Bilder erfolgreich hochgeladen! (1)").waitFor();
    await admin.getByRole("button", { name: "URL von team-foto-gross.jpg kopieren" }).click();
    const url = new URL(await admin.evaluate(() => navigator.clipboard.readText()), BASE_URL).pathname;
    assert.match(url, /^\/media\/team-foto-gross-[0-9a-f]{16}\.jpg$/);

    // a new team member with that photo
    await admin.goto(`${BASE_URL}/admin/team`, { waitUntil: "networkidle" });
    await admin.getByRole("button", { name: "Neues Team-Mitglied" }).click();
    await dialog().getByLabel(exactLabel("Name")).fill("Paula Pixel");
    await dialog().getByLabel(exactLabel("E-Mail")).fill("paula.pixel@example.com");
    await dialog().getByLabel(exactLabel("Position")).fill("Senior Data Engineer");
    await dialog().getByLabel(exactLabel("Bild-URL")).fill(url);
    await dialog().getByLabel(exactLabel("Expertise")).fill("Python, Spark");
    await dialog().getByLabel(exactLabel("Biografie")).fill("Baut Datenplattformen.");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });

    // a visitor on a 412 px phone
    const context = await browser.newContext({ viewport: { width: 412, height: 860 } });
    const phone = await context.newPage();
    const received = new Map<string, { bytes: number; type: string | null }>();
    phone.on("response", async (response) => {
      const path = new URL(response.url()).pathname + new URL(response.url()).search;
      if (!path.startsWith(url)) return;
      received.set(path, { bytes: (await response.body()).byteLength, type: response.headers()["content-type"] ?? null });
    });
    await phone.goto(`${BASE_URL}/team`, { waitUntil: "networkidle" });
    const img = phone.locator("article", { hasText: "Paula Pixel" }).locator("img");
    await img.scrollIntoViewIfNeeded();
    await phone.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await img.elementHandle());
    await phone.waitForLoadState("networkidle");

    const shown = await img.evaluate((el: HTMLImageElement) => ({
      srcset: el.getAttribute("srcset") ?? "",
      sizes: el.getAttribute("sizes"),
      width: el.getAttribute("width"),
      height: el.getAttribute("height"),
      currentSrc: el.currentSrc,
      naturalWidth: el.naturalWidth,
    }));
    assert.match(shown.srcset, new RegExp(`${url.replace(/\./g, "\\.")}\\?w=480 480w`), "offers resized copies");
    assert.ok(shown.sizes, "tells the browser its displayed width");
    assert.ok(Number(shown.width) > 0 && Number(shown.height) > 0, "width and height are set");
    assert.match(shown.currentSrc, /\?w=\d+$/, "the phone picked a resized copy");
    assert.ok(shown.naturalWidth <= 1600, `the phone got ${shown.naturalWidth} px, not 4,000`);

    assert.ok(received.size > 0, "the photo was loaded");
    assert.ok(!received.has(url), "the original never reaches the phone");
    const total = [...received.values()].reduce((sum, r) => sum + r.bytes, 0);
    t.diagnostic(
      `original ${photo.byteLength} bytes; phone got ${shown.currentSrc.split("?")[1]} (${shown.naturalWidth} px), ${total} bytes`,
    );
    assert.ok(total <= 150 * 1024, `the phone transferred ${total} bytes of the photo`);
    for (const r of received.values()) assert.equal(r.type, "image/webp");
    await context.close();
  });
});
