/** @file Analytics on a public page (web/islands/analytics-start.ts): only with consent, and a prerendered page counts once shown. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptAll, rejectAll } from "../../web/consent/consent";
import { startAnalytics } from "../../web/islands/analytics-start";

const posted = () => {
  const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal("fetch", fetchSpy);
  return () => fetchSpy.mock.calls.map(([url, init]) => `${url} ${JSON.parse(String(init?.body)).event_type ?? "session"}`);
};
/** The tracker loads by dynamic import: wait until its first requests went out (or a while when none should). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(document, "prerendering");
});

describe("analytics on a public page", () => {
  it("sends nothing without consent, then a session and a page view once analytics is accepted", async () => {
    const requests = posted();
    rejectAll();
    startAnalytics();
    await settle();
    expect(requests()).toEqual([]);
    acceptAll();
    await vi.waitFor(() => expect(requests()).toEqual(["/api/analytics-session session", "/api/analytics page_view"]));
  });

  it("counts a page the browser prerendered only when it is shown", async () => {
    const requests = posted();
    acceptAll();
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    startAnalytics();
    await settle();
    expect(requests()).toEqual([]);
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    await vi.waitFor(() => expect(requests()).toEqual(["/api/analytics-session session", "/api/analytics page_view"]));
  });
});
