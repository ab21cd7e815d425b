/** @file POST /api/analytics and POST/PUT /api/analytics-session: validation and caps, normalising, bots, rate limits, fuzzing. */
import { describe, expect, it } from "vitest";
import { CHROME_UA, GOOGLEBOT_UA, IPHONE_UA, newSessionId, rows, send, track } from "./analytics-helpers";

const view = (session_id: string, extra: Record<string, unknown> = {}) => ({
  event_type: "page_view",
  session_id,
  page_path: "/leistungen",
  page_title: "Leistungen",
  ...extra,
});

describe("POST /api/analytics", () => {
  it("stores a page view with device facts derived on the server, and opens the session", async () => {
    const sid = newSessionId();
    const res = await track(view(sid, { referrer: "https://www.Google.com/search?q=x", screen_resolution: "1920x1080" }), {
      ua: IPHONE_UA,
    });
    expect(res.status).toBe(204);
    const [pv] = await rows("SELECT * FROM page_views WHERE session_id = ?", sid);
    expect(pv).toMatchObject({
      page_path: "/leistungen",
      referrer: "www.google.com",
      device_type: "mobile",
      browser: "Safari",
      os: "iOS",
      language: "de",
    });
    expect(Object.keys(pv!)).not.toContain("user_agent");
    expect(JSON.stringify(pv)).not.toContain("iPhone OS");
    const [session] = await rows("SELECT device_type, closed FROM user_sessions WHERE session_id = ?", sid);
    expect(session).toEqual({ device_type: "mobile", closed: 0 });
  });

  it("normalises paths: only the five utm_* keys stay, no fragment, no trailing slash; our own referrer is dropped", async () => {
    const sid = newSessionId();
    await track(
      view(sid, { page_path: "/en/contact/?utm_source=news&gclid=abc&utm_campaign=spring#form", referrer: "http://127.0.0.1:8787/en" }),
    );
    const [pv] = await rows<{ page_path: string; referrer: string | null; language: string }>(
      "SELECT page_path, referrer, language FROM page_views WHERE session_id = ?",
      sid,
    );
    expect(pv).toEqual({ page_path: "/en/contact?utm_source=news&utm_campaign=spring", referrer: null, language: "en" });
  });

  it("caps text fields and keeps CTA targets as paths or hosts", async () => {
    const sid = newSessionId();
    const res = await track({
      event_type: "cta_click",
      session_id: sid,
      page_path: "/",
      cta_text: `  Jetzt   anfragen ${"x".repeat(500)}`,
      cta_url: "https://127.0.0.1:8787/kontakt?x=1#a",
      position: "hero",
    });
    expect(res.status).toBe(204);
    const [cta] = await rows<{ cta_text: string; cta_url: string }>("SELECT cta_text, cta_url FROM cta_clicks WHERE session_id = ?", sid);
    expect(cta!.cta_text.length).toBe(100);
    expect(cta!.cta_text.startsWith("Jetzt anfragen x")).toBe(true);
    expect(cta!.cta_url).toBe("/kontakt");
  });

  it("stores form steps with the session's campaign", async () => {
    const sid = newSessionId();
    await send("/api/analytics-session", { session_id: sid, landing_page: "/?utm_source=newsletter&utm_medium=email" });
    for (const step of ["form_start", "form_submit", "form_error"]) {
      const res = await track({
        event_type: step,
        session_id: sid,
        page_path: "/kontakt",
        form_type: "contact",
        success: step === "form_submit",
        error_message: "Netzwerkfehler",
      });
      expect(res.status).toBe(204);
    }
    const stored = await rows(
      "SELECT event_type, success, error_message, utm_source, utm_medium FROM form_submissions_analytics WHERE session_id = ? ORDER BY id",
      sid,
    );
    expect(stored).toEqual([
      { event_type: "form_start", success: 0, error_message: null, utm_source: "newsletter", utm_medium: "email" },
      { event_type: "form_submit", success: 1, error_message: null, utm_source: "newsletter", utm_medium: "email" },
      { event_type: "form_error", success: 0, error_message: "Netzwerkfehler", utm_source: "newsletter", utm_medium: "email" },
    ]);
  });

  it("refuses malformed input with 4xx: bad session ids, unknown types, wrong media type, foreign origin, too large", async () => {
    const cases: [Record<string, unknown> | string, Parameters<typeof send>[2], number][] = [
      [view("sess_short"), {}, 400],
      [view("sess_aaaaaaaaaaaaaaaaaaaaaa"), {}, 400], // not random
      [view("abc_0123456789abcdefghij"), {}, 400],
      [{ ...view(newSessionId()), event_type: "purchase" }, {}, 400],
      [view(newSessionId(), { page_path: "" }), {}, 400],
      ["{not json", {}, 400],
      [view(newSessionId()), { type: "application/x-www-form-urlencoded" }, 415],
      [view(newSessionId()), { origin: "https://evil.example" }, 403],
      [view(newSessionId(), { page_title: "x".repeat(5000) }), {}, 413],
    ];
    for (const [body, init, status] of cases)
      expect((await track(body as Record<string, unknown>, init)).status, JSON.stringify(body).slice(0, 80)).toBe(status);
  });

  it("accepts text/plain bodies (navigator.sendBeacon)", async () => {
    const sid = newSessionId();
    expect((await track(view(sid), { type: "text/plain;charset=UTF-8" })).status).toBe(204);
  });

  it("drops bots and counts them per reason, storing nothing", async () => {
    const sid = newSessionId();
    const before = await rows<{ value: number }>("SELECT value FROM analytics_daily WHERE metric = 'bots' AND dimension = 'google'");
    expect((await track(view(sid), { ua: GOOGLEBOT_UA })).status).toBe(204);
    expect((await track(view(sid), { ua: "" })).status).toBe(204);
    expect(await rows("SELECT id FROM page_views WHERE session_id = ?", sid)).toEqual([]);
    expect(await rows("SELECT id FROM user_sessions WHERE session_id = ?", sid)).toEqual([]);
    const after = await rows<{ value: number }>("SELECT value FROM analytics_daily WHERE metric = 'bots' AND dimension = 'google'");
    expect((after[0]?.value ?? 0) - (before[0]?.value ?? 0)).toBe(1);
    expect(await rows("SELECT dimension FROM analytics_daily WHERE metric = 'bots' AND dimension = 'no user agent'")).toHaveLength(1);
  });

  it("rate limits per session: 30 page views a minute, then 429 with Retry-After; other sessions go on", async () => {
    const sid = newSessionId();
    const statuses = await Promise.all(Array.from({ length: 35 }, () => track(view(sid)).then((r) => r.status)));
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const res = await track(view(sid));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await rows("SELECT id FROM page_views WHERE session_id = ?", sid)).toHaveLength(30);
    expect((await track(view(newSessionId()))).status).toBe(204);
  });

  it("never answers 5xx, whatever it is sent (fuzz)", async () => {
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      "",
      "x".repeat(300),
      "/\u0000\uFFFF",
      "http://[::1",
      "javascript:alert(1)",
      [],
      {},
      ["a"],
      { a: 1 },
    ];
    const keys = [
      "event_type",
      "session_id",
      "page_path",
      "page_title",
      "referrer",
      "cta_text",
      "cta_url",
      "position",
      "form_type",
      "success",
      "error_message",
      "screen_resolution",
      "duration_seconds",
      "landing_page",
      "language",
      "utm_source",
    ];
    let seed = 42;
    const pick = <T>(list: T[]) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return list[seed % list.length]!;
    };
    for (let i = 0; i < 80; i++) {
      const body: Record<string, unknown> = {
        event_type: pick(["page_view", "cta_click", "form_start", "form_submit", "form_error", "x"]),
        session_id: newSessionId(),
        page_path: "/",
      };
      for (let k = 0; k < 4; k++) body[pick(keys)] = pick(values);
      for (const [path, method] of [
        ["/api/analytics", "POST"],
        ["/api/analytics-session", "POST"],
        ["/api/analytics-session", "PUT"],
      ] as const) {
        const res = await send(path, body, { method, ua: pick([CHROME_UA, "", "x".repeat(3000), GOOGLEBOT_UA]) });
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }
    }
    for (const raw of ["", "null", "[]", '"x"', "{", "1", '{"session_id":{}}']) {
      expect((await send("/api/analytics", raw)).status).toBeLessThan(500);
      expect((await send("/api/analytics-session", raw, { method: "PUT" })).status).toBeLessThan(500);
    }
  }, 60_000);
});

describe("POST/PUT /api/analytics-session", () => {
  it("starts a session with campaign, referrer host and browser language; a second start changes nothing known", async () => {
    const sid = newSessionId();
    const start = {
      session_id: sid,
      referrer: "https://news.example.org/a?b",
      landing_page: "/?utm_source=linkedin&utm_campaign=q3",
      screen_resolution: "412x915",
      language: "de-DE",
    };
    expect((await send("/api/analytics-session", start)).status).toBe(204);
    expect((await send("/api/analytics-session", { ...start, referrer: "https://other.example" })).status).toBe(204);
    const [s] = await rows(
      "SELECT referrer, utm_source, utm_campaign, screen_resolution, language, device_type, browser, os FROM user_sessions WHERE session_id = ?",
      sid,
    );
    expect(s).toEqual({
      referrer: "news.example.org",
      utm_source: "linkedin",
      utm_campaign: "q3",
      screen_resolution: "412x915",
      language: "de-DE",
      device_type: "desktop",
      browser: "Chrome",
      os: "Windows",
    });
  });

  it("ends a session by PUT or by beacon POST; an unknown (valid) id costs nothing", async () => {
    const sid = newSessionId();
    await send("/api/analytics-session", { session_id: sid });
    expect(
      (
        await send(
          "/api/analytics-session",
          { session_id: sid, duration_seconds: 75, page_count: 3, last_page: "/team#x", is_bounce: false },
          { type: "text/plain" },
        )
      ).status,
    ).toBe(204);
    const [s] = await rows<{ duration_seconds: number; last_page: string; ended_at: string | null }>(
      "SELECT duration_seconds, last_page, ended_at FROM user_sessions WHERE session_id = ?",
      sid,
    );
    expect(s).toMatchObject({ duration_seconds: 75, last_page: "/team" });
    expect(s!.ended_at).not.toBeNull();
    const ghost = newSessionId();
    expect((await send("/api/analytics-session", { session_id: ghost, duration_seconds: 5 }, { method: "PUT" })).status).toBe(204);
    expect(await rows("SELECT id FROM user_sessions WHERE session_id = ?", ghost)).toEqual([]);
    expect((await send("/api/analytics-session", { session_id: sid, duration_seconds: 999_999 }, { method: "PUT" })).status).toBe(400);
  });
});
