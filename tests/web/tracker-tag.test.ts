/** @file The first-party tracker hands CTA clicks and form events to the optional third-party tag, when it is loaded. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FormSignal, startTracker } from "../../web/analytics/tracker";

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.gtag;
  document.body.innerHTML = "";
  sessionStorage.clear();
});

describe("the tracker and the analytics tag", () => {
  it("sends CTA clicks and form events to the tag too, not only the page view", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const gtag = vi.fn();
    window.gtag = gtag;
    let emit: (e: FormSignal) => void = () => undefined;
    const tracker = startTracker((listener) => {
      emit = listener;
      return () => undefined;
    });
    tracker.pageView("Startseite");
    document.body.innerHTML = '<a href="/kontakt" data-cta="Kontakt aufnehmen" data-cta-position="hero">Kontakt</a>';
    document.querySelector("a")!.addEventListener("click", (e) => e.preventDefault());
    document.querySelector("a")!.click();
    emit({ type: "form_start", form: "contact" });
    emit({ type: "form_submit", form: "contact", success: true });
    const events = gtag.mock.calls
      .filter((c) => c[0] === "event")
      .map((c) => [c[1], (c[2] as Record<string, unknown>).cta_text ?? (c[2] as Record<string, unknown>).form_type]);
    expect(events).toEqual([
      ["cta_click", "Kontakt aufnehmen"],
      ["form_start", "contact"],
      ["form_submit", "contact"],
    ]);
    tracker.stop();
  });

  it("sends nothing to a tag that is not loaded", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const tracker = startTracker(() => () => undefined);
    expect(() => tracker.pageView()).not.toThrow();
    tracker.stop();
  });
});
