/**
 * @file Cookie consent state (spec section 4, DESIGN.md "Consent"), stored in local storage:
 * `cookieConsent` = accepted | rejected, `analyticsEnabled` / `functionalEnabled` = 'true' | 'false', and
 * `cookieConsentVersion`, the version of the texts the choice was given for. Nothing may track until consent is
 * accepted; then only the categories stored as 'true' apply: an optional category is on only when the visitor chose it
 * (pre-ticked boxes are no consent: CJEU C-673/17 Planet49, § 25 TDDDG). A choice for another version of the texts
 * counts as none, so the banner asks again. Analytics code reads `readConsent()` and listens with `onConsentChange()`.
 */
const CONSENT_KEYS = {
  consent: "cookieConsent",
  analytics: "analyticsEnabled",
  functional: "functionalEnabled",
  version: "cookieConsentVersion",
} as const;

/**
 * The version of the consent texts (banner and cookie policy). Raise it when what they say is stored or sent changes:
 * every visitor is asked again.
 */
export const CONSENT_VERSION = "2";

export type ConsentStatus = "accepted" | "rejected";

export interface ConsentState {
  /** null while the visitor has not chosen (the banner shows). */
  status: ConsentStatus | null;
  analytics: boolean;
  functional: boolean;
}

const CHANGE_EVENT = "consentchange";
const OPEN_EVENT = "consent:open";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readConsent(): ConsentState {
  const store = storage();
  const stored = store?.getItem(CONSENT_KEYS.consent);
  const current = store?.getItem(CONSENT_KEYS.version) === CONSENT_VERSION;
  const status = current && (stored === "accepted" || stored === "rejected") ? stored : null;
  const accepted = status === "accepted";
  return {
    status,
    analytics: accepted && store?.getItem(CONSENT_KEYS.analytics) === "true",
    functional: accepted && store?.getItem(CONSENT_KEYS.functional) === "true",
  };
}

function save(status: ConsentStatus, analytics: boolean, functional: boolean) {
  const store = storage();
  if (!store) return;
  store.setItem(CONSENT_KEYS.consent, status);
  store.setItem(CONSENT_KEYS.analytics, String(analytics));
  store.setItem(CONSENT_KEYS.functional, String(functional));
  store.setItem(CONSENT_KEYS.version, CONSENT_VERSION);
  window.dispatchEvent(new CustomEvent<ConsentState>(CHANGE_EVENT, { detail: readConsent() }));
}

export const acceptAll = () => save("accepted", true, true);
export const rejectAll = () => save("rejected", false, false);
/** 'Save Selection' stores exactly what the visitor selected (unlike the old system, which accepted all). */
export const saveSelection = (selection: { analytics: boolean; functional: boolean }) =>
  save("accepted", selection.analytics, selection.functional);

export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  const handler = () => listener(readConsent());
  window.addEventListener(CHANGE_EVENT, handler);
  // another tab changed the choice
  const storageHandler = (e: StorageEvent) => {
    if (e.key && (Object.values(CONSENT_KEYS) as string[]).includes(e.key)) handler();
  };
  window.addEventListener("storage", storageHandler);
  return () => {
    window.removeEventListener(CHANGE_EVENT, handler);
    window.removeEventListener("storage", storageHandler);
  };
}

/**
 * Runs in <head> before the first paint (the server renders the banner, not knowing the stored choice): marks the
 * document when a choice is stored, so the stylesheet hides the banner until the app takes over and removes the mark.
 */
export const STORED_CONSENT_MARK = "data-consent-stored";
export const CONSENT_PRE_PAINT_SCRIPT = `try{if(/^(accepted|rejected)$/.test(localStorage.getItem("${CONSENT_KEYS.consent}"))&&localStorage.getItem("${CONSENT_KEYS.version}")==="${CONSENT_VERSION}")document.documentElement.setAttribute("${STORED_CONSENT_MARK}","")}catch(e){}`;

/** Opens the banner again (footer 'Cookie settings', cookie policy page). */
export const openConsentSettings = () => window.dispatchEvent(new Event(OPEN_EVENT));
export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
