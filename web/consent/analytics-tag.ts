/**
 * @file The optional third-party analytics tag (ANALYTICS_TAG_ID): loaded only once analytics consent is given,
 * with IP anonymisation and ad personalisation off. The CSP allows its origins only when the id is configured.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | null = null;

export function loadAnalyticsTag(tagId: string) {
  if (!tagId || loadedId === tagId || !/^[A-Z0-9-]+$/i.test(tagId)) return;
  loadedId = tagId;
  window.dataLayer = window.dataLayer ?? [];
  // gtag's documented shape: it queues its `arguments` object
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object itself; an array is not processed
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", tagId, { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  document.head.appendChild(script);
}
