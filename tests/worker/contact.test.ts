/** POST /api/contact: validation in both languages, bad input of any shape, honeypot and time trap, Turnstile, rate limits, storing first. */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translate } from "../../common/messages";
import { configureTurnstile, postContact, storedMessages, stubSiteverify, validBody } from "./contact-helpers";

afterEach(() => vi.restoreAllMocks());

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201 { success: true }; no IP address or user agent is kept", async () => {
    const body = validBody();
    const res = await postContact(body, { "cf-connecting-ip": "203.0.113.7", "user-agent": "Probe/1.0" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true });
    const [row] = (await storedMessages()).filter((m) => m.email === body.email);
    expect(row).toMatchObject({ name: body.name, subject: body.subject, message: body.message, language: "de", status: "unread" });
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM contact_messages").all());
    expect(dump).not.toContain("203.0.113.7");
    expect(dump).not.toContain("Probe/1.0");
  });

  it("works for a client that sends the specification's payload and the time the form was shown", async () => {
    const res = await postContact({ name: "Max", email: "max@example.com", subject: "Frage", message: "Hallo", elapsed_ms: 9000 });
    expect(res.status).toBe(201);
    const res2 = await postContact({
      name: "Max",
      email: "max2@example.com",
      phone: "",
      subject: "Frage",
      message: "Hallo",
      elapsed_ms: 9000,
    });
    expect(res2.status).toBe(201);
  });

  it("treats a body without elapsed_ms as too fast: a quiet 200, nothing stored, no mail", async () => {
    const before = (await storedMessages()).length;
    const send = vi.spyOn(env.EMAIL, "send");
    const { elapsed_ms: _, ...body } = validBody();
    const res = await postContact(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await storedMessages()).length).toBe(before);
    expect(send).not.toHaveBeenCalled();
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ["name", { name: "" }, "contact.v.nameRequired"],
    ["name", { name: "   " }, "contact.v.nameRequired"],
    ["name", { name: "x".repeat(201) }, "contact.v.nameTooLong"],
    ["name", { name: "Eve\u0007" }, "contact.v.control"],
    ["email", { email: "" }, "contact.v.emailRequired"],
    ["email", { email: "not-an-address" }, "contact.v.emailInvalid"],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "contact.v.emailInvalid"],
    ["phone", { phone: "1".repeat(51) }, "contact.v.phoneTooLong"],
    ["phone", { phone: 12345 }, "contact.v.phoneInvalid"],
    ["subject", { subject: "" }, "contact.v.subjectRequired"],
    ["subject", { subject: "s".repeat(201) }, "contact.v.subjectTooLong"],
    ["subject", { subject: "line\nbreak" }, "contact.v.control"],
    ["subject", { subject: "line\u2028Bcc: x@example.com" }, "contact.v.control"],
    ["subject", { subject: "paragraph\u2029break" }, "contact.v.control"],
    ["subject", { subject: "next\u0085line" }, "contact.v.control"],
    ["name", { name: "Eve\u2028Bcc" }, "contact.v.control"],
    ["message", { message: "" }, "contact.v.messageRequired"],
    ["message", { message: "m".repeat(5001) }, "contact.v.messageTooLong"],
    ["message", { message: "null\u0000byte" }, "contact.v.control"],
  ];
  for (const lang of ["de", "en"] as const) {
    for (const [field, change, id] of cases) {
      it(`refuses ${field} ${JSON.stringify(change).slice(0, 40)} with the ${lang} text`, async () => {
        const res = await postContact(validBody({ ...change, language: lang }));
        expect(res.status).toBe(400);
        const body = (await res.json()) as { error: string; code: string; details: { fields: Record<string, string[]> } };
        expect(body.code).toBe("validation_failed");
        expect(body.details.fields[field]).toEqual([translate(lang, id as never)]);
        expect(body.error).toContain(translate(lang, id as never));
      });
    }
  }

  it("accepts the longest allowed values and line breaks in the message", async () => {
    const res = await postContact(
      validBody({ name: "n".repeat(200), subject: "s".repeat(200), phone: "1".repeat(50), message: `${"m".repeat(4990)}\r\n\tend` }),
    );
    expect(res.status).toBe(201);
  });

  it("answers in English when the browser prefers English and the body names no language", async () => {
    const { language: _l, ...body } = validBody({ name: "" }) as Record<string, unknown>;
    const res = await postContact(body, { "accept-language": "en-GB,en;q=0.9" });
    expect(((await res.json()) as { error: string }).error).toBe(translate("en", "contact.v.nameRequired"));
  });

  it("gives bad input of any shape a 4xx JSON answer and stores nothing", async () => {
    const before = (await storedMessages()).length;
    const bad: [string | unknown, number, string][] = [
      ["{broken", 400, "invalid_json"],
      ["", 400, "invalid_json"],
      [[], 400, "validation_failed"],
      [null, 400, "validation_failed"],
      ['"text"', 400, "validation_failed"],
      [42, 400, "validation_failed"],
      [{ ...validBody(), admin: true }, 400, "validation_failed"],
      [{ ...validBody(), name: { first: "A" } }, 400, "validation_failed"],
      [{ ...validBody(), message: ["a", "b"] }, 400, "validation_failed"],
      [{ ...validBody(), elapsed_ms: "fast" }, 400, "validation_failed"],
      [{ ...validBody(), language: "fr" }, 400, "validation_failed"],
      [JSON.stringify({ ...validBody(), message: "m".repeat(70_000) }), 413, "payload_too_large"],
    ];
    for (const [body, status, code] of bad) {
      const res = await postContact(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    const unknown = await postContact({ ...validBody(), admin: true, language: "en" });
    expect(((await unknown.json()) as { details: { form: string[] } }).details.form).toEqual([translate("en", "contact.v.unknownField")]);
    const huge = await postContact(`{"name":"${"x".repeat(2 * 1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
    const form = await postContact("name=a", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { code: string }).code).toBe("unsupported_media_type");
    expect((await storedMessages()).length).toBe(before);
  });

  it("gives a bot a quiet 200 and keeps nothing: honeypot filled or sent faster than a person types", async () => {
    const before = (await storedMessages()).length;
    const send = vi.spyOn(env.EMAIL, "send");
    for (const body of [validBody({ website: "https://spam.example" }), validBody({ elapsed_ms: 800 })]) {
      const res = await postContact(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect((await storedMessages()).length).toBe(before);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("POST /api/contact with Turnstile", () => {
  it("is off without keys: no token needed, no Turnstile origin in the CSP", async () => {
    const res = await postContact(validBody());
    expect(res.status).toBe(201);
    expect(res.headers.get("content-security-policy")).not.toContain("challenges.cloudflare.com");
  });

  it("passes with the always-pass test secret and allows Turnstile's origin in the CSP", async () => {
    const reset = configureTurnstile("1x0000000000000000000000000000000AA");
    const verify = stubSiteverify();
    try {
      const body = validBody({ turnstile_token: "XXXX.DUMMY.TOKEN.XXXX" });
      const res = await postContact(body);
      expect(res.status).toBe(201);
      expect(verify).toHaveBeenCalledOnce();
      expect(JSON.parse(String(verify.mock.calls[0][1]?.body))).toMatchObject({ response: "XXXX.DUMMY.TOKEN.XXXX" });
      expect(res.headers.get("content-security-policy")).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
      expect(res.headers.get("content-security-policy")).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
      expect((await storedMessages()).some((m) => m.email === body.email)).toBe(true);
    } finally {
      reset();
    }
  });

  it("refuses with the always-fail test secret or without a token, in both languages, and stores nothing", async () => {
    const reset = configureTurnstile("2x0000000000000000000000000000000AA");
    stubSiteverify();
    try {
      const before = (await storedMessages()).length;
      for (const lang of ["de", "en"] as const) {
        const failed = await postContact(validBody({ turnstile_token: "XXXX.DUMMY.TOKEN.XXXX", language: lang }));
        expect(failed.status).toBe(400);
        expect(await failed.json()).toMatchObject({ code: "turnstile_failed", error: translate(lang, "contact.turnstile.failed") });
        const missing = await postContact(validBody({ language: lang }));
        expect(await missing.json()).toMatchObject({ code: "turnstile_missing", error: translate(lang, "contact.turnstile.missing") });
      }
      expect((await storedMessages()).length).toBe(before);
    } finally {
      reset();
    }
  });

  it("keeps the message when Turnstile's API times out or is down (fail open)", async () => {
    const reset = configureTurnstile("1x0000000000000000000000000000000AA");
    try {
      vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new DOMException("The operation timed out.", "TimeoutError"));
      const timedOut = validBody({ turnstile_token: "XXXX.DUMMY.TOKEN.XXXX" });
      expect((await postContact(timedOut)).status).toBe(201);
      vi.spyOn(globalThis, "fetch").mockImplementationOnce(async () => new Response("bad gateway", { status: 502 }));
      const down = validBody({ turnstile_token: "XXXX.DUMMY.TOKEN.XXXX" });
      expect((await postContact(down)).status).toBe(201);
      const emails = (await storedMessages()).map((m) => m.email);
      expect(emails).toContain(timedOut.email);
      expect(emails).toContain(down.email);
    } finally {
      reset();
    }
  });
});

describe("verifyTurnstile", () => {
  it("checks the hostname of a real secret's answer and treats Cloudflare's internal error as unavailable", async () => {
    const { verifyTurnstile } = await import("../../worker/lib/turnstile");
    const answer = (body: object) => vi.spyOn(globalThis, "fetch").mockImplementationOnce(async () => Response.json(body));
    answer({ success: true, hostname: "www.example.com" });
    expect(await verifyTurnstile("0x4AAAAAAA-real-secret", "t", ["www.example.com"])).toBe("pass");
    answer({ success: true, hostname: "evil.example" });
    expect(await verifyTurnstile("0x4AAAAAAA-real-secret", "t", ["www.example.com"])).toBe("fail");
    answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
    expect(await verifyTurnstile("0x4AAAAAAA-real-secret", "t", ["www.example.com"])).toBe("fail");
    answer({ success: false, "error-codes": ["internal-error"] });
    expect(await verifyTurnstile("0x4AAAAAAA-real-secret", "t", ["www.example.com"])).toBe("unavailable");
  });
});

describe("POST /api/contact rate limits", () => {
  const limitKeys = async () =>
    (await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>()).results.map((r) => r.key).join(" ");

  it("answers 429 with Retry-After after 5 messages from one client, keyed by a hash, never the address", async () => {
    const ip = "198.51.100.23";
    for (let i = 0; i < 5; i++) expect((await postContact(validBody(), { "cf-connecting-ip": ip })).status).toBe(201);
    for (const lang of ["de", "en"] as const) {
      const res = await postContact(validBody({ language: lang }), { "cf-connecting-ip": ip });
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const body = (await res.json()) as { code: string; error: string };
      expect(body.code).toBe("rate_limited");
      expect(body.error).toBe(translate(lang, "contact.rateLimited", { minutes: Math.ceil(retryAfter / 60) }));
    }
    expect((await postContact(validBody(), { "cf-connecting-ip": "198.51.100.24" })).status).toBe(201);
    const keys = await limitKeys();
    expect(keys).not.toContain(ip);
    expect(keys).toMatch(/contact-client:[0-9a-f]{32}/);
  });

  it("answers 429 after 3 messages from one e-mail address, whatever the client", async () => {
    const email = "busy@example.com";
    for (let i = 0; i < 3; i++) expect((await postContact(validBody({ email }), { "cf-connecting-ip": `192.0.2.${i}` })).status).toBe(201);
    const res = await postContact(validBody({ email: "BUSY@example.com" }), { "cf-connecting-ip": "192.0.2.99" });
    expect(res.status).toBe(429);
    expect(await limitKeys()).not.toContain("busy");
  });

  it("holds under 50 parallel messages from one client: exactly 5 are stored", async () => {
    const before = (await storedMessages()).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => postContact(validBody(), { "cf-connecting-ip": "198.51.100.150" })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect((await storedMessages()).length - before).toBe(5);
  });

  it("holds under 50 parallel messages from one e-mail address on 50 clients: exactly 3 are stored", async () => {
    const email = `burst-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postContact(validBody({ email }), { "cf-connecting-ip": `203.0.113.${100 + i}` })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await storedMessages()).filter((m) => m.email === email)).toHaveLength(3);
  });

  it("keeps the message when the limit's table is unavailable (fails open)", async () => {
    await env.DB.prepare("ALTER TABLE rate_limits RENAME TO rate_limits_away").run();
    try {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const body = validBody();
      expect((await postContact(body, { "cf-connecting-ip": "198.51.100.99" })).status).toBe(201);
      expect((await storedMessages()).some((m) => m.email === body.email)).toBe(true);
    } finally {
      await env.DB.prepare("ALTER TABLE rate_limits_away RENAME TO rate_limits").run();
    }
  });
});
