/**
 * @file The browser's half of a passkey ceremony (kept out of session.ts, which public pages load): asks the server
 * for options, lets the browser create or use the passkey (@simplewebauthn/browser, loaded only here, on demand, so
 * that no public page carries it), and explains a refusal by the browser in German.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import type { SessionUser } from "../../common/types";
import { authApi, read } from "../api/client";
import { ApiClientError } from "../api/errors";
import { startSession } from "./session";

const loadBrowserPart = () => import("@simplewebauthn/browser");

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

export async function createPasskey(optionsJSON: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await loadBrowserPart();
  return startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]["optionsJSON"] });
}

async function getPasskeyAssertion(optionsJSON: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await loadBrowserPart();
  return startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
}

/** The passkey ceremony and the server's sign-in; the caller decides what becomes of this tab's cached data. */
export async function passkeySignInUser(): Promise<SessionUser> {
  const optionsJSON = await read(authApi.passkeys.login.options.$post({ json: {} }));
  const response = await getPasskeyAssertion(optionsJSON);
  return (await read(authApi.passkeys.login.$post({ json: { response } }))).user;
}

/** Sign-in with a passkey: the browser picks one of this site's passkeys; no second step follows. */
export async function signInWithPasskey(): Promise<SessionUser> {
  return startSession(await passkeySignInUser());
}

/** A message for a failed ceremony: the server's, or what the browser's refusal means. */
export function passkeyErrorMessage(err: unknown): string {
  if (err instanceof ApiClientError) return err.message;
  const name = err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "Der Vorgang wurde abgebrochen oder ist abgelaufen.";
  if (name === "InvalidStateError") return "Dieses Gerät hat bereits einen Passkey für Ihr Konto.";
  if (name === "SecurityError") return "Passkeys funktionieren hier nicht: Die Adresse der Seite passt nicht zur konfigurierten SITE_URL.";
  if (name === "NotSupportedError") return "Dieser Browser oder dieses Gerät unterstützt keine Passkeys.";
  return err instanceof Error ? err.message : "Unbekannter Fehler";
}
