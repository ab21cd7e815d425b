/**
 * @file Saving and deleting blog posts: the one place every write of a post goes through (the admin blog API and the AI
 * studio's publish alike), with its slug rule, the publishing permission and the audit row in the same batch.
 */
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { blogPostPath } from "../../../common/blog";
import { BLOG_INPUT_FIELDS, type BlogPostData } from "../../../common/schemas/blog";
import { COMPANY } from "../../../common/site";
import { slugFromTitle } from "../../../common/slug";
import { nextTranslationSources, POST_TRANSLATED_FIELDS } from "../../../common/translation";
import { conflictOnConstraint } from "../../db/conflicts";
import { type BlogPost, blogPosts } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert, autosaveAuditStatements } from "../../lib/audit";
import { conflict, fieldError, found } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { actorOf } from "../actor";
import { changedFields, changeStatements, changesNothing } from "../history/change";
import { rowSnapshot } from "../history/snapshots";
import { assertCurrentVersion, catchEditConflict, type RecordRef, withVersion } from "../history/versions";
import { assertAltTexts } from "../media/alt-rule";
import { addressChangeStatements, assertPathsFree, releasePathsStatement, zipPaths } from "../redirects/rules";
import { trashStatements } from "../trash/move";
import { revokePreviewTokens } from "./preview";
import { changesPublication, resolvePublication } from "./publication";

const slugTaken = (slug: string) =>
  conflict("slug_taken", `Der Slug "${slug}" ist bereits vergeben. Bitte wählen Sie einen anderen.`, {
    fields: { slug: [`Der Slug "${slug}" ist bereits vergeben.`] },
  });

/** The audit log's and the version table's name of a post. */
export const POST_ENTITY = "blog_post";

/** How a save was made: the version the editor loaded (required by the admin API for updates) and its editing session. */
export interface SaveOptions {
  expected?: number;
  editSession?: string;
  autosave?: boolean;
  /** The revision's kind when not the save's own ("restore" for a restored revision or trash entry). */
  kind?: string;
  /** The editor confirmed that the slug may take back an address that redirects (409 slug_redirects otherwise). */
  reuseSlug?: boolean;
}

export const findPost = async (deps: Pick<Deps, "db">, id: number): Promise<BlogPost> =>
  found(await deps.db.select().from(blogPosts).where(eq(blogPosts.id, id)).get(), "Blog-Post nicht gefunden");

/** The slug to store: the given one, else generated from the title by the one slug rule (common/slug.ts). */
function resolveSlug(data: BlogPostData): string {
  if (data.slug) return data.slug;
  const generated = slugFromTitle(data.title);
  if (!generated) throw fieldError("slug", "Aus dem Titel lässt sich kein Slug bilden. Bitte geben Sie einen Slug an.");
  return generated;
}

async function assertSlugFree(deps: Pick<Deps, "db">, slug: string, exceptId?: number) {
  const clash = await deps.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .get();
  if (clash) throw slugTaken(slug);
}

/** An English slug is one post's English address: neither another post's English slug nor its German one (which /en reuses). */
async function assertEnglishSlugFree(deps: Pick<Deps, "db">, slugEn: string | null, exceptId?: number) {
  if (!slugEn) return;
  const taken = or(eq(blogPosts.slug_en, slugEn), and(eq(blogPosts.slug, slugEn), isNull(blogPosts.slug_en)));
  const clash = await deps.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(taken, ne(blogPosts.id, exceptId)) : taken)
    .get();
  if (clash)
    throw conflict("slug_taken", `Der englische Slug "${slugEn}" ist bereits vergeben.`, {
      fields: { slug_en: [`Der englische Slug "${slugEn}" ist bereits vergeben.`] },
    });
}

/** A unique-constraint failure that slipped past the check (two saves at once) is still a 409, never a 500. */
const uniqueSlugGuard = <T>(slug: string, write: () => Promise<T>): Promise<T> =>
  conflictOnConstraint(write, [[/UNIQUE constraint failed: blog_posts\.slug/, () => slugTaken(slug)]]);

/** 403 unless the actor may publish, schedule or take posts offline (blog.publish). */
export const assertMayPublish = (deps: Pick<Deps, "actor">) =>
  assertHolds(actorOf(deps), ["blog.publish"], {
    message: 'Sie benötigen die Berechtigung "blog.publish", um Posts zu veröffentlichen, zu planen oder offline zu nehmen.',
  });

/** The stored post as form input, so that a partial change can be merged over it and the whole validated. */
export function postAsInput(post: BlogPost): Record<string, unknown> {
  return Object.fromEntries(BLOG_INPUT_FIELDS.map((f) => [f, post[f]]));
}

/** A post with the version it is at, as the admin API answers it. */
export const postWithVersion = (deps: Pick<Deps, "db">, post: BlogPost) => withVersion(deps, POST_ENTITY, post);

/**
 * Validates and stores a post (new or existing) with its audit row, version and revision in one batch; the AI studio
 * publishes through it too. An update whose `expected` version is stale changes nothing and answers 409 edit_conflict.
 */
export async function savePost(deps: Deps, input: BlogPostData, existing: BlogPost | null, options: SaveOptions = {}) {
  const db = deps.db;
  // not a column: which English texts are unchecked template translations goes into translation_sources
  const { unchecked_en, ...data } = input;
  const now = deps.now ?? new Date();
  if (existing)
    await assertCurrentVersion(deps, { entity: POST_ENTITY, id: existing.id }, options.expected, async () =>
      postWithVersion(deps, await findPost(deps, existing.id)),
    );
  const slug = resolveSlug(data);
  const publication = resolvePublication(data, existing, now);
  if (changesPublication({ ...publication, scheduled_publish_date: data.scheduled_publish_date }, existing)) assertMayPublish(deps);
  // a restore brings back what was: it never fails on a rule that came later
  if ((publication.published || publication.content_status === "scheduled") && options.kind !== "restore")
    await assertAltTexts(deps, {
      featured_image: data.featured_image,
      og_image: data.og_image,
      content: data.content,
      content_en: data.content_en,
    });
  await assertSlugFree(deps, slug, existing?.id);
  await assertEnglishSlugFree(deps, data.slug_en, existing?.id);
  const paths = postPaths(slug, data.slug_en);
  const slugChanged = !existing || existing.slug !== slug || (existing.slug_en ?? null) !== data.slug_en;
  if (slugChanged) await assertPathsFree(deps, paths, options.reuseSlug);
  // a published post's old addresses redirect to the new ones (both languages); the new ones stop redirecting
  const addresses = !slugChanged
    ? []
    : existing?.published
      ? addressChangeStatements(deps, zipPaths(postPaths(existing.slug, existing.slug_en), paths))
      : [releasePathsStatement(deps, paths)];
  const user = actorOf(deps);
  // the German source of each English text as saved, so a later German change shows "EN veraltet" (common/translation.ts)
  const translation_sources = nextTranslationSources(POST_TRANSLATED_FIELDS, existing?.translation_sources, existing, data, unchecked_en);
  const values = { ...data, ...publication, slug, translation_sources, updated_at: now.toISOString() };
  const action = publication.published && !existing?.published ? "publish" : existing ? "update" : "create";
  const details = { slug, content_status: publication.content_status, published: publication.published };
  const kind = options.kind ?? (options.autosave ? "autosave" : action);
  const changed = changedFields(existing, { ...data, ...publication, slug });

  if (existing) {
    const ref: RecordRef = { entity: POST_ENTITY, id: existing.id };
    const current = async () => postWithVersion(deps, await findPost(deps, existing.id));
    // a save that stores nothing new writes nothing (../history/change.ts)
    if (
      await changesNothing(
        deps,
        { ref: { entity: POST_ENTITY, id: existing.id }, expected: options.expected, loadCurrent: current },
        changedFields(existing, values),
      )
    )
      return postWithVersion(deps, existing);
    const change = changeStatements(deps, {
      ref,
      kind,
      changed,
      expected: options.expected,
      editSession: options.editSession,
      snapshot: rowSnapshot(blogPosts, existing.id),
    });
    const entry = { action, entity: POST_ENTITY, entityId: existing.id, details };
    // the autosaves of one editing session are one audit row (worker/lib/audit.ts), as they are one revision
    const audit =
      options.autosave && options.editSession ? autosaveAuditStatements(deps, entry, options.editSession) : [auditInsert(deps, entry)];
    const [, rows] = await catchEditConflict(deps, { entity: POST_ENTITY, id: existing.id }, current, () =>
      uniqueSlugGuard(slug, () =>
        db.batch([
          change.before,
          db.update(blogPosts).set(values).where(eq(blogPosts.id, existing.id)).returning(),
          ...addresses,
          ...change.after,
          ...audit,
        ]),
      ),
    );
    return postWithVersion(deps, rows[0]);
  }
  const newId = sql`(SELECT id FROM blog_posts WHERE slug = ${slug})`;
  const change = changeStatements(deps, {
    ref: { entity: POST_ENTITY, id: newId },
    kind,
    changed,
    snapshot: rowSnapshot(blogPosts, newId),
  });
  const [rows] = await uniqueSlugGuard(slug, () =>
    db.batch([
      db
        .insert(blogPosts)
        .values({
          ...values,
          // on create the author falls back to the signed-in user's name, then e-mail, then the company
          author: data.author ?? (user.name || user.email || COMPANY.name),
          author_id: user.id,
          author_email: user.email,
        })
        .returning(),
      ...addresses,
      ...change.after,
      auditInsert(deps, { action, entity: POST_ENTITY, entityId: newId, details }),
    ]),
  );
  return { ...rows[0], version: 1 };
}

/** The public addresses of a post in both languages (English under its English slug where it has one). */
const postPaths = (slug: string, slugEn: string | null) => [blogPostPath(slug, "de"), blogPostPath(slugEn ?? slug, "en")];

/**
 * Moves a post to the trash (its addresses answer 410 while it was published) with its audit row, then revokes its
 * preview links.
 */
export async function deletePost(deps: Deps, post: BlogPost): Promise<void> {
  const db = deps.db;
  await db.batch([
    ...trashStatements(deps, {
      entity: "blog_post",
      id: post.id,
      title: post.title,
      snapshot: rowSnapshot(blogPosts, post.id),
      gonePaths: post.published ? postPaths(post.slug, post.slug_en) : [],
    }),
    db.delete(blogPosts).where(eq(blogPosts.id, post.id)),
    auditInsert(deps, { action: "delete", entity: "blog_post", entityId: post.id, details: { slug: post.slug, title: post.title } }),
  ]);
  await revokePreviewTokens(deps.env, post.id);
}
