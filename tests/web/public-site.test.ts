/** @file Pure logic of the public site: route map, breadcrumbs, contact form answers, consent storage, carousel, team split. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildMessages, translate } from "../../common/messages";
import { alternatePaths, pageForPath, switchLocalePath } from "../../common/routes";
import { acceptAll, CONSENT_VERSION, onConsentChange, readConsent, rejectAll, saveSelection } from "../../web/consent/consent";
import { isManagement } from "../../web/data/team";
import { breadcrumbTrail, humanizeSegment } from "../../web/i18n/breadcrumbs";
import { logosPerSlide } from "../../web/islands/client-carousel";
import { submitContact } from "../../web/pages/contact/submit-contact";

describe("language switch route map", () => {
  it("maps every page to its twin and back", () => {
    expect(switchLocalePath("/", "en")).toBe("/en");
    expect(switchLocalePath("/en", "de")).toBe("/");
    expect(switchLocalePath("/leistungen/projektmanagement", "en")).toBe("/en/services/project-management");
    expect(switchLocalePath("/en/services/business-analysis", "de")).toBe("/leistungen/business-analyse");
    expect(switchLocalePath("/impressum/", "en")).toBe("/en/legal");
    expect(pageForPath("/en/career")).toEqual({ key: "career", locale: "en" });
  });

  it("keeps blog slugs and drops the /en prefix of unmapped paths", () => {
    expect(switchLocalePath("/blog/mein-beitrag", "en")).toBe("/en/blog/mein-beitrag");
    expect(switchLocalePath("/en/blog/mein-beitrag", "de")).toBe("/blog/mein-beitrag");
    expect(switchLocalePath("/en/something-else", "de")).toBe("/something-else");
    expect(switchLocalePath("/irgendwas", "en")).toBe("/en/irgendwas");
    expect(alternatePaths("/karriere")).toEqual({ de: "/karriere", en: "/en/career" });
  });
});

describe("breadcrumbs", () => {
  it("translate known segments and capitalise unknown ones", () => {
    expect(breadcrumbTrail("/en/services/data-analytics", "en")).toEqual([
      { label: "Home", path: "/en" },
      { label: "Services", path: "/en/services" },
      { label: "Data Analytics", path: "/en/services/data-analytics" },
    ]);
    expect(breadcrumbTrail("/blog/daten-strategie-ohne-big-bang", "de").map((c) => c.label)).toEqual([
      "Startseite",
      "Blog",
      "Daten strategie ohne big bang",
    ]);
    expect(humanizeSegment("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("UI strings", () => {
  it("exist in both languages for every id, with the page meta", () => {
    const de = buildMessages("de");
    const en = buildMessages("en");
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) expect(text, id).not.toBe("");
    expect(de["meta.about.title"]).toContain("Über uns");
    expect(translate("en", "carousel.goTo", { n: 2, total: 3 })).toBe("Go to slide 2 of 3");
    expect(buildMessages("de", { "error.reload": "Neu laden" })["error.reload"]).toBe("Neu laden");
  });
});

describe("contact form answers (spec 8)", () => {
  const payload = {
    name: "A",
    email: "a@example.com",
    subject: "S",
    message: "M",
    website: "",
    elapsed_ms: 5000,
    language: "de" as const,
  };
  const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

  it("succeeds on { success: true } and sends JSON", async () => {
    const fetchMock = answer(201, '{"success":true}');
    expect(await submitContact(payload, fetchMock)).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it("maps every failure to the catalogue", async () => {
    expect(await submitContact(payload, answer(400, '{"error":"Feld fehlt","details":{}}'))).toEqual({ ok: false, text: "Feld fehlt" });
    expect(await submitContact(payload, answer(400, "{}"))).toEqual({ ok: false, messageId: "contact.err.default" });
    expect(await submitContact(payload, answer(404, "<html>"))).toEqual({ ok: false, messageId: "contact.err.unavailable" });
    expect(await submitContact(payload, answer(400, "Function not found"))).toEqual({ ok: false, messageId: "contact.err.unavailable" });
    expect(await submitContact(payload, answer(503, "down"))).toEqual({ ok: false, messageId: "contact.err.server" });
    expect(await submitContact(payload, answer(418, "teapot"))).toEqual({ ok: false, messageId: "contact.err.default" });
    expect(await submitContact(payload, answer(200, '{"success":false,"error":"Abgelehnt"}'))).toEqual({ ok: false, text: "Abgelehnt" });
    expect(await submitContact(payload, answer(200, '{"success":false}'))).toEqual({ ok: false, messageId: "contact.err.unknown" });
    expect(await submitContact(payload, answer(200, "not json"))).toEqual({ ok: false, messageId: "contact.err.unparseable" });
    const invalid =
      '{"error":"Please enter your name.","code":"validation_failed","details":{"fields":{"name":["Please enter your name."]}}}';
    expect(await submitContact(payload, answer(400, invalid))).toEqual({
      ok: false,
      text: "Please enter your name.",
      code: "validation_failed",
      fields: { name: ["Please enter your name."] },
    });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitContact(payload, offline)).toEqual({ ok: false, messageId: "contact.err.network" });
    const unreadable = vi.fn(
      async () => ({ ok: true, status: 200, text: async () => Promise.reject(new Error("x")) }) as unknown as Response,
    );
    expect(await submitContact(payload, unreadable)).toEqual({ ok: false, messageId: "contact.err.unreadable" });
  });
});

describe("cookie consent storage", () => {
  beforeEach(() => localStorage.clear());

  it("is unset until a choice, and nothing counts as consent before it", () => {
    expect(readConsent()).toEqual({ status: null, analytics: false, functional: false });
    localStorage.setItem("analyticsEnabled", "true");
    expect(readConsent().analytics).toBe(false);
  });

  it("stores accept, reject and a custom selection, and tells listeners", () => {
    const seen: boolean[] = [];
    const stop = onConsentChange((state) => seen.push(state.analytics));
    acceptAll();
    expect(readConsent()).toEqual({ status: "accepted", analytics: true, functional: true });
    rejectAll();
    expect(readConsent()).toEqual({ status: "rejected", analytics: false, functional: false });
    expect(localStorage.getItem("analyticsEnabled")).toBe("false");
    saveSelection({ analytics: false, functional: true });
    expect(readConsent()).toEqual({ status: "accepted", analytics: false, functional: true });
    stop();
    acceptAll();
    expect(seen).toEqual([true, false, false]);
  });

  it("counts an optional category as chosen only when stored 'true' (no consent by default)", () => {
    localStorage.setItem("cookieConsent", "accepted");
    localStorage.setItem("cookieConsentVersion", CONSENT_VERSION);
    expect(readConsent()).toEqual({ status: "accepted", analytics: false, functional: false });
  });

  it("keeps the version of the texts with the choice, and a choice for another version counts as none", () => {
    acceptAll();
    expect(localStorage.getItem("cookieConsentVersion")).toBe(CONSENT_VERSION);
    localStorage.setItem("cookieConsentVersion", "1");
    expect(readConsent()).toEqual({ status: null, analytics: false, functional: false });
    localStorage.removeItem("cookieConsentVersion");
    expect(readConsent().status).toBeNull();
  });
});

describe("carousel and team rules", () => {
  it("shows 2/3/4/5 logos per slide below 640/768/1024 px and above", () => {
    expect([320, 639, 640, 767, 768, 1023, 1024, 1600].map(logosPerSlide)).toEqual([2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("counts managing directors and CEOs as management", () => {
    expect(isManagement({ position: "Geschäftsführerin" })).toBe(true);
    expect(isManagement({ position: "CEO & Gründer" })).toBe(true);
    expect(isManagement({ position: "Chief Executive Officer" })).toBe(true);
    expect(isManagement({ position: "Senior Business Analyst" })).toBe(false);
  });
});
