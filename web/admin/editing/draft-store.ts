/**
 * @file Unsaved form state kept in this browser (localStorage), per signed-in user and record, so a lost session, a
 * closed tab or a crash loses nothing (issue 26). Secrets (passwords, codes) are never stored.
 */

export interface Draft<V> {
  /** When the draft was last written (ISO). */
  saved_at: string;
  /** The version of the record the draft was made on (null for a new record). */
  version: number | null;
  values: V;
}

const PREFIX = "adm-draft:";
// `^totp`: a TOTP code or secret field, not a setting that merely names TOTP (require_totp_for_admins)
const SECRET = /pass(word|wort)|^totp|(^|_)code$|secret|token/i;

export const draftKey = (userId: number, resource: string, recordId: number | string | null) =>
  `${PREFIX}${userId}:${resource}:${recordId ?? "neu"}`;

/** The values without anything that looks like a secret (top-level keys). */
function withoutSecrets<V extends object>(values: V): V {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET.test(key))) as V;
}

export function readDraft<V>(key: string): Draft<V> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<V>;
    return draft && typeof draft.saved_at === "string" && draft.values && typeof draft.values === "object" ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<V extends object>(key: string, version: number | null, values: V, now = new Date()): void {
  try {
    const draft: Draft<V> = { saved_at: now.toISOString(), version, values: withoutSecrets(values) };
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or blocked (private mode): the form itself still holds the text
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
