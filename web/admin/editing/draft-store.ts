/**
 * @file Unsaved form state kept in this browser, per signed-in user and record, so a lost session, a closed tab or a
 * crash loses nothing (issues 26 and 46). Secrets (passwords, codes) are never stored. Each draft goes to two places:
 * localStorage, read synchronously when a form opens, and IndexedDB in a transaction with strict durability, which the
 * browser has on disk when it reports the commit: Chromium writes localStorage to disk only seconds later, so a killed
 * browser lost what it held (issue 46). On opening, the newer of the two is offered.
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
export function withoutSecrets<V extends object>(values: V): V {
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

const DB_NAME = "adm-drafts";
const STORE = "drafts";
let opening: Promise<IDBDatabase | null> | undefined;

/** The drafts' database; null where IndexedDB is missing or blocked (the localStorage copy still works). */
function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** Puts (or with no draft deletes) the durable copy; "strict": the commit is reported once it is on disk. */
async function storeDurably(key: string, draft: Draft<unknown> | null): Promise<void> {
  const db = await database();
  if (!db) return;
  try {
    const store = db.transaction(STORE, "readwrite", { durability: "strict" }).objectStore(STORE);
    if (draft) store.put(draft, key);
    else store.delete(key);
  } catch {
    // quota or a closing database: the localStorage copy stays
  }
}

/** The durable copy of a draft (null when there is none or IndexedDB is unavailable). */
export async function readDurableDraft<V>(key: string): Promise<Draft<V> | null> {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, "readonly").objectStore(STORE).get(key);
      request.onsuccess = () => {
        const draft = request.result as Draft<V> | undefined;
        resolve(draft && typeof draft.saved_at === "string" && draft.values && typeof draft.values === "object" ? draft : null);
      };
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

export function writeDraft<V extends object>(key: string, version: number | null, values: V, now = new Date()): void {
  const draft: Draft<V> = { saved_at: now.toISOString(), version, values: withoutSecrets(values) };
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or blocked (private mode): the durable copy and the form itself still hold the text
  }
  void storeDurably(key, draft);
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
  void storeDurably(key, null);
}
