/**
 * @file Cloudflare Turnstile on the contact form, only when the server has a site key and secret (SiteConfig):
 * loads Turnstile's script on demand and renders the widget explicitly; the token goes into the form's payload.
 */
import { useEffect, useRef } from "react";

interface TurnstileApi {
  render: (el: HTMLElement, options: Record<string, unknown>) => string;
  reset: (id: string) => void;
  remove: (id: string) => void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing")));
    script.onerror = () => {
      loading = null;
      reject(new Error("turnstile script failed"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The widget; `onToken("")` when a token expires. Changing `resetKey` asks for a fresh token (tokens are single-use). */
export function TurnstileWidget(props: {
  siteKey: string;
  language: string;
  label: string;
  resetKey: number;
  onToken: (t: string) => void;
}) {
  const { siteKey, language, label, resetKey, onToken } = props;
  const box = useRef<HTMLDivElement>(null);
  const tokenCallback = useRef(onToken);
  tokenCallback.current = onToken;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey renders a fresh widget (tokens are single-use)
  useEffect(() => {
    let widget: string | undefined;
    let api: TurnstileApi | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((t) => {
        if (cancelled || !box.current) return;
        api = t;
        widget = t.render(box.current, {
          sitekey: siteKey,
          language,
          callback: (token: string) => tokenCallback.current(token),
          "expired-callback": () => tokenCallback.current(""),
          "error-callback": () => tokenCallback.current(""),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (api && widget) api.remove(widget);
    };
  }, [siteKey, language, resetKey]);
  return (
    <fieldset className="turnstile">
      <legend className="visually-hidden">{label}</legend>
      <div ref={box} />
    </fieldset>
  );
}
