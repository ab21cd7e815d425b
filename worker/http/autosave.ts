/**
 * @file Autosaves of drafts (issue 26): a PUT that carries `X-Autosave: <editing-session id>` is an autosave. It is
 * stored like any update (If-Match still required) but only while the record is a draft, never changes its status,
 * and replaces the previous autosave revision of the same editing session (worker/domain/history/revisions.ts).
 */
import type { Context } from "hono";
import { conflict, invalidInput } from "../lib/errors";

const SESSION = /^[A-Za-z0-9_-]{8,64}$/;

/** The editing session of an autosave, or undefined for an ordinary save; 400 when the header is not a session id. */
export function autosaveSession(c: Context): string | undefined {
  const header = c.req.header("X-Autosave")?.trim();
  if (!header) return undefined;
  if (!SESSION.test(header)) throw invalidInput({}, ['Der Header "X-Autosave" muss die Kennung der Bearbeitung nennen.']);
  return header;
}

/** 409 for an autosave of a record that is no draft (published or scheduled): those change only by an explicit save. */
export const notADraft = () =>
  conflict("conflict", "Nur Entwürfe werden automatisch gespeichert. Bitte speichern Sie die Änderungen ausdrücklich.");
