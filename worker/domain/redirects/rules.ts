/**
 * @file The redirects' rules: paths are site paths without query or trailing slash; chains collapse (A→B plus B→C
 * gives A→C and B→C), a redirect that would lead back to its own path is refused, and a slug whose address redirects
 * is taken back only when the editor confirms; a target on another site and a redirect of the home page need
 * redirects.external (issue 44). Statements are returned for the caller's own batch.
 */
import { eq, inArray, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isExternalTarget, isHomePath, REDIRECTS_EXTERNAL } from "../../../common/redirect-targets";
import { redirects } from "../../db/schema";
import type { Deps } from "../../env";
import { badRequest, conflict } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { actorOf } from "../actor";

/** `/blog/x/` -> `/blog/x`; the root stays `/`. */
export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
export const isExternal = isExternalTarget;

/**
 * 403 `permission_missing` (details.permission = redirects.external) unless the actor may set this redirect: a target
 * on another site (checked as entered; a chain through an admin's external redirect stays the admin's choice) and the
 * home page (`/`, `/en`) as the source are for holders of redirects.external (seeded for admins only).
 */
export function assertMayRedirect(deps: Pick<Deps, "actor">, from: string, to: string | null) {
  if (to && isExternal(to))
    assertHolds(actorOf(deps), [REDIRECTS_EXTERNAL], {
      message: `Weiterleitungen auf andere Websites brauchen die Berechtigung "${REDIRECTS_EXTERNAL}" (Administratoren).`,
    });
  if (isHomePath(from))
    assertHolds(actorOf(deps), [REDIRECTS_EXTERNAL], {
      message: `Die Startseite weiterzuleiten braucht die Berechtigung "${REDIRECTS_EXTERNAL}" (Administratoren).`,
    });
}

const SLUG_REDIRECTS =
  "Unter dieser Adresse ist eine Weiterleitung eingetragen (eine frühere Adresse oder ein gelöschter Eintrag). Bestätigen Sie, dass der Slug sie ersetzen soll.";

/** 409 slug_redirects when one of the paths is the source of a redirect, unless the editor confirmed (`reuse`). */
export async function assertPathsFree(deps: Pick<Deps, "db">, paths: string[], reuse: boolean | undefined) {
  if (reuse || !paths.length) return;
  const taken = await deps.db.select({ from: redirects.from_path }).from(redirects).where(inArray(redirects.from_path, paths));
  if (taken.length) throw conflict("slug_redirects", SLUG_REDIRECTS, { paths: taken.map((t) => t.from) });
}

/**
 * The statements of a changed address (old paths -> new paths, pairwise): the new paths stop redirecting (the editor
 * confirmed, or none did), redirects to an old path now point to the new one, and each old path redirects (301).
 */
export function addressChangeStatements(deps: Pick<Deps, "db" | "now">, pairs: [from: string, to: string][]): BatchItem<"sqlite">[] {
  const db = deps.db;
  const now = (deps.now ?? new Date()).toISOString();
  const changed = pairs.filter(([from, to]) => from !== to);
  if (!changed.length) return [];
  return [
    db.delete(redirects).where(
      inArray(
        redirects.from_path,
        changed.map(([, to]) => to),
      ),
    ),
    ...changed.flatMap(([from, to]) => [
      db.update(redirects).set({ to_path: to, updated_at: now }).where(eq(redirects.to_path, from)),
      db
        .insert(redirects)
        .values({ from_path: from, to_path: to, status: 301, source: "slug" })
        .onConflictDoUpdate({ target: redirects.from_path, set: { to_path: to, status: 301, source: "slug", updated_at: now } }),
    ]),
  ];
}

/** Old and new paths, pairwise. */
export const zipPaths = (from: string[], to: string[]) => from.map((path, i): [string, string] => [path, to[i]]);

/** Removes the redirects from these paths (a new record takes the address over after the editor confirmed). */
export const releasePathsStatement = (deps: Pick<Deps, "db">, paths: string[]) =>
  deps.db.delete(redirects).where(inArray(redirects.from_path, paths));

/**
 * The final target of a manual redirect from `from` to `to` (following redirects from `to` on), or 400 redirect_loop
 * when that leads back to `from`.
 */
export async function finalTarget(deps: Pick<Deps, "db">, from: string, to: string): Promise<string> {
  let target = to;
  for (let hop = 0; hop < 20 && !isExternal(target); hop++) {
    if (normalisePath(target) === from) throw badRequest("redirect_loop", "Diese Weiterleitung würde im Kreis führen.");
    const next = await deps.db
      .select({ to: redirects.to_path, status: redirects.status })
      .from(redirects)
      .where(or(eq(redirects.from_path, normalisePath(target))))
      .get();
    if (!next?.to || next.status === 410) return target;
    target = next.to;
  }
  return target;
}
