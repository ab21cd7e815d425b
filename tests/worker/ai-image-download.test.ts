/**
 * @file The AI studio's image download (worker/domain/ai-content/image-store.ts): only https to public addresses, every
 * redirect checked by the same rule, and no more than the upload limit read; anything else gives the stock image and
 * the worker never fetches the address.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AiImageResponse } from "../../common/schemas/ai-content";
import { MAX_UPLOAD_BYTES } from "../../common/schemas/assets";
import { isPublicHttpsUrl } from "../../worker/lib/public-url";
import { configureProvider, fakeProvider } from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";
import { png } from "./image-bytes";

let editor: string;
let reset: () => void;
const PNG = png(64, 64);
const GENERATIONS = "https://ai.example.test/v1/images/generations";

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
});
beforeEach(() => {
  reset = configureProvider();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  reset();
});

/** The provider answers with `imageUrl`; `files` answers the downloads. Returns the answer and the URLs fetched. */
async function generateWith(imageUrl: string, files: (url: string) => Response = () => new Response(PNG)) {
  const { seen } = fakeProvider((req) =>
    req.url === GENERATIONS ? Response.json({ created: 1, data: [{ url: imageUrl }] }) : files(req.url),
  );
  const res = await api(editor, "POST", "/api/admin/ai-content/image", { prompt: "Ein Büro", title: "Daten", alt_text: "Büro" });
  expect(res.status).toBe(200);
  return { answer: (await res.json()) as AiImageResponse, fetched: seen.map((r) => r.url).filter((u) => u !== GENERATIONS) };
}

describe("isPublicHttpsUrl", () => {
  it("allows https to public names and addresses only", () => {
    for (const ok of [
      "https://files.example.com/a.png",
      "https://8.8.8.8/a.png",
      "https://[2606:4700::1111]/a",
      "https://cdn.example.com:443/x",
    ])
      expect(isPublicHttpsUrl(ok), ok).toBe(true);
    for (const bad of [
      "http://files.example.com/a.png",
      "ftp://files.example.com/a.png",
      "https://localhost/a.png",
      "https://api.localhost/a.png",
      "https://printer.local/a.png",
      "https://metadata.google.internal/a",
      "https://intranet/a.png",
      "https://127.0.0.1/a.png",
      "https://2130706433/a.png",
      "https://0x7f.0.0.1/a.png",
      "https://10.1.2.3/a.png",
      "https://172.20.0.1/a.png",
      "https://192.168.0.10/a.png",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/a.png",
      "https://0.0.0.0/a.png",
      "https://224.0.0.1/a.png",
      "https://[::1]/a.png",
      "https://[::]/a.png",
      "https://[fd00::1]/a.png",
      "https://[fe80::1]/a.png",
      "https://[::ffff:127.0.0.1]/a.png",
      "https://[::ffff:a9fe:a9fe]/a.png",
      "https://user:pw@files.example.com/a.png",
      "https://files.example.com:8443/a.png",
      "not a url",
    ])
      expect(isPublicHttpsUrl(bad), bad).toBe(false);
  });
});

describe("the AI image download", () => {
  for (const url of [
    "http://files.ai.example.test/a.png",
    "https://127.0.0.1/a.png",
    "https://169.254.169.254/latest",
    "https://[::1]/a.png",
  ]) {
    it(`never fetches ${url} and answers with the stock image`, async () => {
      const { answer, fetched } = await generateWith(url);
      expect(fetched).toEqual([]);
      expect(answer).toMatchObject({ source: "template", asset_id: null, provider_error: { kind: "unreadable" } });
    });
  }

  it("follows no redirect to a private address", async () => {
    const { answer, fetched } = await generateWith(
      "https://files.ai.example.test/a.png",
      () => new Response(null, { status: 302, headers: { location: "https://10.0.0.7/internal.png" } }),
    );
    expect(fetched).toEqual(["https://files.ai.example.test/a.png"]);
    expect(answer).toMatchObject({ source: "template", asset_id: null });
  });

  it("follows a redirect to another public https address and stores the image", async () => {
    const { answer, fetched } = await generateWith("https://files.ai.example.test/a.png", (url) =>
      url.endsWith("/a.png")
        ? new Response(null, { status: 302, headers: { location: "https://cdn.ai.example.test/b.png" } })
        : new Response(PNG),
    );
    expect(fetched).toEqual(["https://files.ai.example.test/a.png", "https://cdn.ai.example.test/b.png"]);
    expect(answer.asset_id).not.toBeNull();
  });

  it("stops reading a body past the upload limit, also without a Content-Length", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += chunk.byteLength;
            if (sent > 3 * MAX_UPLOAD_BYTES) controller.close();
            else controller.enqueue(chunk);
          },
        }),
      );
    const { answer } = await generateWith("https://files.ai.example.test/big.png", endless);
    expect(answer).toMatchObject({ source: "template", asset_id: null, provider_error: { kind: "unreadable" } });
    expect(sent).toBeLessThan(2 * MAX_UPLOAD_BYTES);
  });
});
