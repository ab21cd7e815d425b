/**
 * @file Free text that analytics stores is cleaned first: page titles, CTA texts, form error messages and utm_* values
 * lose markup, e-mail addresses and phone numbers are masked, lengths are capped.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cleanFreeText, MASKED_EMAIL, MASKED_PHONE } from "../../worker/domain/analytics/free-text";
import { newSessionId, rows, send, track } from "./analytics-helpers";
import { seed } from "./helpers";

beforeAll(seed);

describe("cleanFreeText", () => {
  it("strips markup, masks e-mail addresses and phone numbers, folds spaces and caps the length", () => {
    expect(cleanFreeText('<img src=x onerror="alert(1)">Hallo <b>Welt</b>', 100)).toBe("Hallo Welt");
    expect(cleanFreeText("Fehler für max.mustermann@example.com", 100)).toBe(`Fehler für ${MASKED_EMAIL}`);
    expect(cleanFreeText("max%40example.com", 100)).toBe(MASKED_EMAIL);
    expect(cleanFreeText("Rückruf unter +49 (0)89 123 456-78 bitte", 100)).toBe(`Rückruf unter ${MASKED_PHONE} bitte`);
    expect(cleanFreeText("Termin am 12.03.2024, Saison 2024-2025", 100)).toBe("Termin am 12.03.2024, Saison 2024-2025");
    expect(cleanFreeText("a\u2028b\n\tc", 100)).toBe("a b c");
    expect(cleanFreeText("x".repeat(500), 200)).toHaveLength(200);
    expect(cleanFreeText("<br>", 100)).toBeNull();
  });
});

describe("POST /api/analytics and /api/analytics-session store cleaned free text", () => {
  it("for page titles, CTA texts, form errors and campaign values", async () => {
    const sid = newSessionId();
    const start = await send("/api/analytics-session", {
      session_id: sid,
      landing_page: "/?utm_source=newsletter&utm_campaign=max@example.com",
      utm_medium: "<script>alert(1)</script>mail",
    });
    expect(start.status).toBe(204);
    const title = 'Kontakt | <img src=x onerror="alert(1)"> erika@example.com';
    expect((await track({ event_type: "page_view", session_id: sid, page_path: "/kontakt", page_title: title })).status).toBe(204);
    expect((await track({ event_type: "cta_click", session_id: sid, page_path: "/", cta_text: "Ruf an: 0171 2345678" })).status).toBe(204);
    const error = "Ungültige E-Mail: eve@example.org <b>bitte prüfen</b>";
    expect(
      (await track({ event_type: "form_error", session_id: sid, page_path: "/kontakt", form_type: "contact", error_message: error }))
        .status,
    ).toBe(204);
    const [view] = await rows<{ page_title: string }>("SELECT page_title FROM page_views WHERE session_id = ?", sid);
    expect(view.page_title).toBe(`Kontakt | ${MASKED_EMAIL}`);
    const [cta] = await rows<{ cta_text: string }>("SELECT cta_text FROM cta_clicks WHERE session_id = ?", sid);
    expect(cta.cta_text).toBe(`Ruf an: ${MASKED_PHONE}`);
    const [form] = await rows<{ error_message: string }>("SELECT error_message FROM form_submissions_analytics WHERE session_id = ?", sid);
    expect(form.error_message).toBe(`Ungültige E-Mail: ${MASKED_EMAIL} bitte prüfen`);
    const [session] = await rows<Record<string, string>>(
      "SELECT utm_source, utm_medium, utm_campaign FROM user_sessions WHERE session_id = ?",
      sid,
    );
    expect(session).toEqual({ utm_source: "newsletter", utm_medium: "alert(1) mail", utm_campaign: MASKED_EMAIL });
    const dump = JSON.stringify(await rows("SELECT * FROM page_views"));
    expect(dump).not.toMatch(/example\.(com|org)/);
  });
});
