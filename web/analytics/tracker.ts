/**
 * @file First-party analytics in the browser (issue 14, spec 7): loaded only with analytics consent, by the public
 * pages' boot script (web/islands/analytics-start.ts). Session start, page views, CTA clicks (`data-cta`), form events, session end by beacon on page
 * hide; up to 3 attempts on network errors or 5xx (1 s, then 2 s); a 404 stops it; stop() ends it at once. CTA clicks
 * and form events also go to the optional third-party tag when it is loaded (web/consent/analytics-tag.ts).
 */
import { newSessionId, SESSION_ID_PATTERN } from "../../common/analytics-session-id";
import { beacon, postJson } from "../api/public-post";

type FormStep = "form_start" | "form_submit" | "form_error";
export interface FormSignal {
  type: FormStep;
  form: string;
  success?: boolean;
  error?: string;
}
/** A source of form events (subscribe, get the unsubscribe): see web/analytics/contact-form-events.ts. */
export type FormEventSource = (listener: (e: FormSignal) => void) => () => void;

export interface Tracker {
  /** A page view with the page's title (document.title when none is given). */
  pageView: (title?: string) => void;
  stop: () => void;
}

const ID_KEY = "analytics_session_id";
const START_KEY = "analytics_session_started";

export function startTracker(formEvents: FormEventSource): Tracker {
  let on = true;
  let pages = 0;
  const store = sessionStorage;
  const path = () => location.pathname + location.search;
  let id = store.getItem(ID_KEY) ?? "";
  const post = (url: string, body: object, attempt = 0): void => {
    if (!on) return;
    const retry = () => {
      if (attempt < 2) setTimeout(() => post(url, body, attempt + 1), 1000 * (attempt + 1));
    };
    postJson(url, body, fetch, true).then((r) => {
      if (r.status === 404) on = false;
      else if (r.status >= 500) retry();
    }, retry);
  };
  if (!SESSION_ID_PATTERN.test(id)) {
    id = newSessionId();
    store.setItem(ID_KEY, id);
    store.setItem(START_KEY, String(Date.now()));
    post("analytics-session", {
      session_id: id,
      referrer: document.referrer || null,
      landing_page: path(),
      screen_resolution: `${screen.width}x${screen.height}`,
      language: navigator.language,
    });
  }
  const event = (type: string, fields: object) => {
    post("analytics", { event_type: type, session_id: id, page_path: path(), ...fields });
    // the optional third-party tag (loaded only with the same consent) gets the specification's events too
    if (type !== "page_view") window.gtag?.("event", type, { page_path: path(), ...fields });
  };
  const onClick = (e: MouseEvent) => {
    const el = (e.target as Element | null)?.closest?.("[data-cta]");
    if (el) {
      event("cta_click", {
        cta_text: el.getAttribute("data-cta") || el.textContent || "?",
        cta_url: el.getAttribute("href"),
        position: el.getAttribute("data-cta-position"),
      });
    }
  };
  const onHide = () => {
    if (!on) return;
    const started = Number(store.getItem(START_KEY)) || Date.now();
    const end = {
      session_id: id,
      duration_seconds: Math.min(86_400, Math.round((Date.now() - started) / 1000)),
      page_count: pages,
      last_page: path(),
      is_bounce: pages === 1,
    };
    beacon("analytics-session", end);
  };
  const unsubscribe = formEvents((f) =>
    event(f.type, {
      form_type: f.form,
      success: f.type === "form_submit" ? f.success !== false : undefined,
      error_message: f.error?.slice(0, 200),
    }),
  );
  document.addEventListener("click", onClick, true);
  addEventListener("pagehide", onHide);
  return {
    pageView(title?: string) {
      pages++;
      event("page_view", {
        page_title: title ?? document.title,
        referrer: pages === 1 ? document.referrer || null : null,
        screen_resolution: `${screen.width}x${screen.height}`,
      });
    },
    stop() {
      on = false;
      unsubscribe();
      document.removeEventListener("click", onClick, true);
      removeEventListener("pagehide", onHide);
      store.removeItem(ID_KEY);
      store.removeItem(START_KEY);
    },
  };
}
