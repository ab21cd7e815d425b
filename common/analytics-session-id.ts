/** @file The analytics session id: its shape, which the ingest checks, and how the browser's tracker (and the load tools) make one. */

/** `sess_` and 16 to 64 random URL-safe characters. */
export const SESSION_ID_PATTERN = /^sess_[A-Za-z0-9_-]{16,64}$/;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** 22 characters of a 64-letter alphabet from crypto.getRandomValues: enough distinct letters for the ingest's check. */
export function newSessionId(): string {
  return `sess_${Array.from(crypto.getRandomValues(new Uint8Array(22)), (b) => ALPHABET[b & 63]).join("")}`;
}
