/**
 * @file Early refusals (401/403 before the body is read) keep the connection healthy under `wrangler dev` for a
 * client that sends the headers first and the body after a pause, as Python's urllib does (issue: defects, item 3).
 */

import assert from "node:assert/strict";
import { connect } from "node:net";
import { describe, it } from "node:test";
import { createAccount } from "./admin-helpers.ts";
import { BASE_URL } from "./browser.ts";

/** Sends a raw HTTP/1.1 POST: headers, then the body after `delayMs`; resolves with the status line's code. */
function postWithLateBody(path: string, body: string, headers: Record<string, string>, delayMs = 300): Promise<number> {
  const { hostname, port } = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match && answer.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on("error", reject);
    socket.setTimeout(10_000, () => reject(new Error("no answer")));
    const head = Object.entries({
      host: `${hostname}:${port}`,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      origin: BASE_URL,
      connection: "close",
      ...headers,
    })
      .map(([k, v]) => `${k}: ${v}`)
      .join("\r\n");
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
    setTimeout(() => socket.write(body), delayMs);
  });
}

async function signInCookie(email: string, password: string) {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE_URL },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200);
  return res.headers.get("set-cookie")!.split(";")[0];
}

describe("early refusals with a late body", () => {
  const post = JSON.stringify({ title: "Nicht erlaubt", content: "x".repeat(2000) });

  it("answers 401 to a signed-out POST, and the server goes on answering", async () => {
    assert.equal(await postWithLateBody("/api/admin/blog", post, {}), 401);
    assert.equal((await fetch(`${BASE_URL}/api/settings`)).status, 200);
  });

  it("answers 403 to a viewer's POST /api/admin/blog, and the next request is fine", async () => {
    const viewer = await createAccount("viewer", "Late Body Viewer");
    const cookie = await signInCookie(viewer.email, viewer.password);
    for (let i = 0; i < 3; i++) assert.equal(await postWithLateBody("/api/admin/blog", post, { cookie }), 403);
    assert.equal((await fetch(`${BASE_URL}/api/admin/blog`, { headers: { cookie } })).status, 200);
    // refused for its foreign origin before anything else looks at the body
    assert.equal(await postWithLateBody("/api/admin/blog", post, { cookie, origin: "https://evil.example" }), 403);
    assert.equal((await fetch(`${BASE_URL}/api/settings`)).status, 200);
  });
});
