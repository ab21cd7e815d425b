/**
 * @file The version an update was loaded at, from its `If-Match` header (`"7"`, `W/"7"` or `7`): the edit-conflict
 * check of worker/domain/history/versions.ts compares it with the stored one; and the editor's confirmation that a slug
 * may take back an address that redirects (`?reuse_slug=true`, worker/domain/redirects/rules.ts).
 */
import type { Context } from "hono";
import { ApiError, badRequest } from "../lib/errors";

const VERSION = /^(?:W\/)?"?(\d{1,9})"?$/;

/** The `If-Match` version, or undefined when the request sends none; 400 invalid_version when it is not one. */
function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header("If-Match")?.trim();
  if (!header) return undefined;
  const match = VERSION.exec(header);
  if (!match) throw badRequest("invalid_version", 'Der Header "If-Match" muss die geladene Version nennen, z. B. "3".');
  return Number(match[1]);
}

/**
 * The `If-Match` version of an update of a versioned resource: without one the update is refused with 428
 * version_required, so no client overwrites a record it never saw (issue 26). Called by the handler after the
 * body's validation, so the order of refusals is 401/403, 400, 428, then 404 and 409 from the domain.
 */
export function requiredVersion(c: Context): number {
  const version = ifMatchVersion(c);
  if (version === undefined) {
    throw new ApiError(
      428,
      "version_required",
      'Diese Änderung muss die Version nennen, auf der sie beruht (Header "If-Match"). Bitte laden Sie den Eintrag neu.',
    );
  }
  return version;
}

/** `?reuse_slug=true`: the editor confirmed that the slug may take back an address that redirects elsewhere. */
export const reuseSlugConfirmed = (c: Context): boolean => c.req.query("reuse_slug") === "true";
