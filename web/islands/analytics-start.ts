/**
 * @file Starts analytics on a public page only with analytics consent (and no GPC / Do Not Track): the optional
 * third-party tag (id in `data-analytics-tag` on <body>) and the first-party tracker, imported only then. Withdrawing
 * consent stops the tracker at once. A page the browser prerendered counts only once it is shown
 * (`document.prerendering`, Speculation Rules). On the contact page the form's events are connected as well.
 */
import { privacySignalSaysNo } from "../analytics/privacy-signals";
import type { Tracker } from "../analytics/tracker";
import { loadAnalyticsTag } from "../consent/analytics-tag";
import { type ConsentState, onConsentChange, readConsent } from "../consent/consent";

const allowed = (state: ConsentState) => state.analytics && !privacySignalSaysNo();

/** Resolves once the page is shown: at once, or when a prerendered page is activated. */
function whenShown(): Promise<void> {
  const doc = document as Document & { prerendering?: boolean };
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("prerenderingchange", () => resolve(), { once: true }));
}

export function startAnalytics() {
  const tagId = document.body.dataset.analyticsTag ?? "";
  const onContactPage = document.querySelector('[data-island="contact-form"]') !== null;
  let tracker: Tracker | null = null;
  let loading = false;
  const apply = (state: ConsentState) => {
    if (!allowed(state)) {
      tracker?.stop();
      tracker = null;
      return;
    }
    if (tagId) loadAnalyticsTag(tagId);
    if (tracker || loading) return;
    loading = true;
    Promise.all([
      import("../analytics/tracker"),
      onContactPage ? import("../analytics/contact-form-events").then((m) => m.contactFormEvents) : undefined,
    ]).then(([{ startTracker }, formEvents]) => {
      loading = false;
      if (!allowed(readConsent()) || tracker) return;
      tracker = startTracker(formEvents ?? (() => () => undefined));
      tracker.pageView();
    });
  };
  whenShown().then(() => {
    apply(readConsent());
    onConsentChange(apply);
  });
}
