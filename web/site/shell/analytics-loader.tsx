/**
 * @file Starts analytics only with analytics consent (and no GPC / Do Not Track): the optional third-party tag and the
 * first-party tracker, which is imported after hydration so it adds nothing to the critical path. Withdrawing consent
 * stops the tracker at once. A page view is sent once the router has resolved a route change, with the title that the
 * new route's head gives (document.title may still hold the previous page's title then).
 */
import { useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { PAGE_PATHS } from "../../../common/routes";
import { privacySignalSaysNo } from "../../analytics/privacy-signals";
import type { FormEventSource, Tracker } from "../../analytics/tracker";
import { loadAnalyticsTag } from "../../consent/analytics-tag";
import { type ConsentState, onConsentChange, readConsent } from "../../consent/consent";
import { usePublicPath, useSiteData } from "../../i18n/use-t";

const PAGE_VIEW_DELAY_MS = 100;

/** The title the deepest route's head() gives (its meta entry with a title), if any. */
function headTitle(matches: readonly { meta?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = matches[i]!.meta;
    const entry = Array.isArray(meta) ? meta.find((m) => typeof (m as { title?: unknown })?.title === "string") : undefined;
    if (entry) return (entry as { title: string }).title;
  }
  return undefined;
}
const allowed = (state: ConsentState) => state.analytics && !privacySignalSaysNo();
const CONTACT_PATHS: readonly string[] = [PAGE_PATHS.contact.de, PAGE_PATHS.contact.en];

/**
 * The contact form's events as the tracker's form-event source, connected only once the visitor is on the contact
 * page: the adapter and the form's event module load there, so no other page pays for them.
 */
function contactFormEventsOnArrival(): { source: FormEventSource; arrived: () => void } {
  let connect: (() => void) | undefined;
  const source: FormEventSource = (listener) => {
    let off: (() => void) | undefined;
    let stopped = false;
    connect = () => {
      if (off) return;
      import("../../analytics/contact-form-events").then(({ contactFormEvents }) => {
        if (!stopped && !off) off = contactFormEvents(listener);
      });
    };
    return () => {
      stopped = true;
      off?.();
    };
  };
  return { source, arrived: () => connect?.() };
}

export function AnalyticsLoader() {
  const tagId = useSiteData().config.analyticsTagId;
  const tracker = useRef<Tracker | null>(null);
  const viewed = useRef("");
  // one page view per address, however the route change and the tracker's loading interleave
  const title = useRef<string | undefined>(undefined);
  const pageView = useCallback(() => {
    if (!tracker.current || viewed.current === window.location.href) return;
    viewed.current = window.location.href;
    tracker.current.pageView(title.current);
  }, []);
  const href = useRouterState({ select: (s) => s.resolvedLocation?.href });
  title.current = useRouterState({ select: (s) => headTitle(s.matches) });
  const onContactPage = CONTACT_PATHS.includes(usePublicPath());
  const [contactEvents] = useState(contactFormEventsOnArrival);

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
      // the tracker loads only now; the contact form's events connect on the contact page (contactFormEventsOnArrival)
      import("../../analytics/tracker").then(({ startTracker }) => {
        loading = false;
        if (!alive || !allowed(readConsent()) || tracker.current) return;
        tracker.current = startTracker(contactEvents.source);
        if (CONTACT_PATHS.includes(window.location.pathname)) contactEvents.arrived();
        viewed.current = "";
        pageView();
      });
    };
    apply(readConsent());
    const off = onConsentChange(apply);
    return () => {
      alive = false;
      off();
      tracker.current?.stop();
      tracker.current = null;
    };
  }, [tagId, pageView, contactEvents]);

  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(pageView, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, pageView]);

  useEffect(() => {
    if (onContactPage && tracker.current) contactEvents.arrived();
  }, [onContactPage, contactEvents]);

  return null;
}
