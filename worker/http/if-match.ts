/**
 * @file The version an update was loaded at, from its `If-Match` header (`"7"`, `W/"7"` or `7`): the edit-conflict
 * check of worker/domain/history/versions.ts compares it with the stored one; and the editor's confirmation that a slug
 * may take back an address that redirects (`?reuse_slug=true`, worker/domain/redirects/rules.ts).
 */
import type { Context } from "hono";
import { badRequest } from "../lib/errors";

const VERSION = /^(?:W\/)?"?(\d{1,9})"?$/;

/** The `If-Match` version, or undefined when the request sends none; 400 invalid_version when it is not one. */
export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header("If-Match")?.trim();
  if (!header) return undefined;
  const match = VERSION.exec(header);
  if (!match) throw badRequest("invalid_version", 'Der Header "If-Match" muss die geladene Version nennen, z. B. "3".');
  return Number(match[1]);
}

/** `?reuse_slug=true`: the editor confirmed that the slug may take back an address that redirects elsewhere. */
export const reuseSlugConfirmed = (c: Context): boolean => c.req.query("reuse_slug") === "true";
