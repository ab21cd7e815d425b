/**
 * @file The redirects screen's records: list, add, change and delete redirects (audited), and the 404 log of the last
 * 90 days with counts per path and a suggested target (the published post or page whose slug is most like the path).
 */

import { and, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { addDays, berlinDay } from "../../../common/berlin-days";
import { blogPostPath } from "../../../common/blog";
import type { RedirectInput } from "../../../common/schemas/redirects";
import { conflictOnConstraint } from "../../db/conflicts";
import { blogPosts, notFoundLog, pages, redirects } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, found } from "../../lib/errors";
import { assertMayRedirect, finalTarget, isExternal, normalisePath } from "./rules";

const NOT_FOUND_LOG_DAYS = 90;
const ENTITY = "redirect";
const TAKEN = () =>
  conflict("conflict", "Für diesen Pfad gibt es schon eine Weiterleitung.", { fields: { from_path: ["Schon vergeben"] } });

export const listRedirects = (deps: Pick<Deps, "db">) =>
  deps.db.select().from(redirects).orderBy(desc(redirects.updated_at), desc(redirects.id));

const findRedirect = async (deps: Pick<Deps, "db">, id: number) =>
  found(await deps.db.select().from(redirects).where(eq(redirects.id, id)).get(), "Weiterleitung nicht gefunden");

/** The stored values: the final target (chains collapse), or null for 410. */
async function resolved(deps: Pick<Deps, "db">, input: RedirectInput) {
  const from = normalisePath(input.from_path);
  if (input.status === 410) return { from_path: from, to_path: null, status: 410 };
  const target = isExternal(input.to_path ?? "") ? input.to_path! : normalisePath(input.to_path ?? "/");
  return { from_path: from, to_path: await finalTarget(deps, from, target), status: input.status };
}

export async function saveRedirect(deps: Deps, input: RedirectInput, id?: number) {
  const db = deps.db;
  const existing = id ? await findRedirect(deps, id) : null;
  assertMayRedirect(deps, input.from_path, input.status === 410 ? null : input.to_path);
  const values = await resolved(deps, input);
  const now = (deps.now ?? new Date()).toISOString();
  const [[row]] = await conflictOnConstraint(
    () =>
      db.batch([
        existing
          ? db
              .update(redirects)
              .set({ ...values, updated_at: now })
              .where(eq(redirects.id, existing.id))
              .returning()
          : db
              .insert(redirects)
              .values({ ...values, source: "manual" })
              .returning(),
        // redirects that led to this path now lead straight on (A→B, B→C: A→C)
        ...(values.to_path
          ? [
              db
                .update(redirects)
                .set({ to_path: values.to_path, updated_at: now })
                .where(and(eq(redirects.to_path, values.from_path), ne(redirects.from_path, values.to_path))),
            ]
          : []),
        auditInsert(deps, { action: existing ? "update" : "create", entity: ENTITY, entityId: existing?.id ?? null, details: values }),
      ]),
    [[/UNIQUE constraint failed/i, TAKEN]],
  );
  return row;
}

export async function deleteRedirect(deps: Deps, id: number) {
  const existing = await findRedirect(deps, id);
  await deps.db.batch([
    deps.db.delete(redirects).where(eq(redirects.id, id)),
    auditInsert(deps, { action: "delete", entity: ENTITY, entityId: id, details: { from_path: existing.from_path } }),
  ]);
}

/** The last word of a path, for suggestions: `/en/blog/ki-im-mittelstand-2` -> `ki-im-mittelstand`. */
const stem = (path: string) => (path.split("/").filter(Boolean).pop() ?? "").replace(/-\d+$/, "").toLowerCase();

/** The most frequent 404 paths of the last 90 days with their counts, referring hosts and a suggested target. */
export async function notFoundReport(deps: Pick<Deps, "db" | "now">) {
  const since = addDays(berlinDay(deps.now ?? new Date()), -NOT_FOUND_LOG_DAYS);
  const rows = await deps.db
    .select({
      path: notFoundLog.path,
      count: sql<number>`sum(${notFoundLog.count})`.mapWith(Number),
      last_day: sql<string>`max(${notFoundLog.day})`,
      referrers: sql<string>`group_concat(DISTINCT nullif(${notFoundLog.referrer_host}, ''))`,
    })
    .from(notFoundLog)
    .where(gte(notFoundLog.day, since))
    .groupBy(notFoundLog.path)
    .orderBy(desc(sql`sum(${notFoundLog.count})`))
    .limit(100);
  const [posts, pageRows] = await Promise.all([
    deps.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.published, true)),
    deps.db.select({ slug: pages.slug }).from(pages).where(eq(pages.published, true)),
  ]);
  const suggest = (path: string) => {
    const word = stem(path);
    if (word.length < 3) return null;
    const en = path.startsWith("/en/");
    const post = posts.find((p) => p.slug.includes(word) || word.includes(p.slug));
    if (post) return blogPostPath(post.slug, en ? "en" : "de");
    const page = pageRows.find((p) => p.slug.includes(word) || word.includes(p.slug));
    return page ? `${en ? "/en" : ""}/${page.slug}` : null;
  };
  return rows.map((r) => ({ ...r, referrers: r.referrers ? r.referrers.split(",") : [], suggestion: suggest(r.path) }));
}

/** The daily cron: 404 counts older than 90 days go. */
export async function pruneNotFoundLog({ db, now }: Pick<Deps, "db"> & { now: Date }) {
  const cutoff = addDays(berlinDay(now), -NOT_FOUND_LOG_DAYS);
  const deleted = await db.delete(notFoundLog).where(lt(notFoundLog.day, cutoff)).returning({ day: notFoundLog.day });
  return deleted.length;
}
