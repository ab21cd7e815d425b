/** @file What the presence socket of an edited record sends (worker/presence/edit-presence.ts → web/admin/editing/presence.tsx). */

/** One editor with the record open: `session` is one browser tab, `since` when it opened the editor (ISO). */
export interface PresenceEditor {
  session: string;
  user_id: number;
  name: string;
  since: string;
  /** When this editor last typed (ISO), or null. */
  typing_at: string | null;
}

export type PresenceEvent =
  | { type: "editors"; you: string; editors: PresenceEditor[] }
  /** Someone chose "Trotzdem bearbeiten" while the others had the record open. */
  | { type: "takeover"; session: string; name: string };

/** The client pings this often; the object closes a socket silent for 20 s (a crashed browser). */
export const PRESENCE_PING_MS = 8_000;
/** "tippt gerade" for this long after a typing event. */
export const PRESENCE_TYPING_MS = 5_000;
