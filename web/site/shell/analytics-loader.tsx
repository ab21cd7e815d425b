/**
 * @file Starts analytics only with analytics consent (and no GPC / Do Not Track): the optional third-party tag and the
 * first-party tracker, which is imported after hydration so it adds nothing to the critical path. Withdrawing consent
 * stops the tracker at once. A page view is sent about 100 ms after each route change, when the title is final.
 */
import { useLocation } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { privacySignalSaysNo } from "../../analytics/privacy-signals";
import type { Tracker } from "../../analytics/tracker";
import { loadAnalyticsTag } from "../../consent/analytics-tag";
import { type ConsentState, onConsentChange, readConsent } from "../../consent/consent";
import { useSiteData } from "../../i18n/use-t";

const PAGE_VIEW_DELAY_MS = 100;
const allowed = (state: ConsentState) => state.analytics && !privacySignalSaysNo();

export function AnalyticsLoader() {
  const tagId = useSiteData().config.analyticsTagId;
  const tracker = useRef<Tracker | null>(null);
  const viewed = useRef("");
  // one page view per address, however the route change and the tracker's loading interleave
  const pageView = useCallback(() => {
    if (!tracker.current || viewed.current === window.location.href) return;
    viewed.current = window.location.href;
    tracker.current.pageView();
  }, []);
  const href = useLocation({ select: (l) => l.href });

  useEffect(() => {
    let alive = true;
    let loading = false;
    const apply = (state: ConsentState) => {
      if (!allowed(state)) {
        tracker.current?.stop();
        tracker.current = null;
        return;
      }
      if (tagId) loadAnalyticsTag(tagId);
      if (tracker.current || loading) return;
      loading = true;
      // both chunks load only now: the tracker and the adapter to the contact form's events
      Promise.all([import("../../analytics/tracker"), import("../../analytics/contact-form-events")]).then(
        ([{ startTracker }, { contactFormEvents }]) => {
          loading = false;
          if (!alive || !allowed(readConsent()) || tracker.current) return;
          tracker.current = startTracker(contactFormEvents);
          viewed.current = "";
          pageView();
        },
      );
    };
    apply(readConsent());
    const off = onConsentChange(apply);
    return () => {
      alive = false;
      off();
      tracker.current?.stop();
      tracker.current = null;
    };
  }, [tagId, pageView]);

  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(pageView, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, pageView]);

  return null;
}
