/**
 * @file Translations admin API (UI strings of the public site, German + English, stored in D1 and used by the site;
 * the list first copies built-in strings the table lacks, so every string the site shows can be found and edited).
 * GET / (any signed-in staff member; paged: ?page, ?per_page up to 500, ?q over key/German/English, ?category;
 * ?translation=missing|stale|current by translation status; total in X-Total-Count), GET /categories, POST / and PUT|PATCH|DELETE /:id need translations.edit; audited.
 */

import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { translationCreateSchema, translationListQuery, translationUpdateSchema } from "../../../common/schemas/translations";
import { translationState, uiStringTexts } from "../../../common/translation";
import { ensureBuiltInTranslations } from "../../db/queries/translations";
import { translations } from "../../db/schema";
import { withVersions } from "../../domain/history/versions";
import {
  createTranslation,
  deleteTranslation,
  findTranslation,
  TRANSLATION_ENTITY,
  updateTranslation,
} from "../../domain/site/translations";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission, signedInOnly } from "../../http/session";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

const update = requirePermission("translations.edit");

export const adminTranslationRoutes = new Hono<AppEnv>()
  // reading is open to every signed-in staff member (DESIGN.md, decisions)
  .get("/", signedInOnly, validate("query", translationListQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    await ensureBuiltInTranslations(db);
    const where = and(
      searchAny(q.q, [translations.key, translations.german, translations.english]),
      q.category ? eq(translations.category, q.category) : undefined,
    );
    if (q.translation) {
      // the status is computed from the texts (a hash), so this filter pages in the worker
      const all = await db.select().from(translations).where(where).orderBy(asc(translations.category), asc(translations.key)).all();
      const shown = all.filter(
        (row) => translationState("ui_string", { ...uiStringTexts(row), translation_sources: row.translation_sources }) === q.translation,
      );
      const page = shown.slice(offsetOf(q), offsetOf(q) + q.per_page);
      return pagedJson(c, await withVersions(depsOf(c), TRANSLATION_ENTITY, page), shown.length, q);
    }
    const [rows, [{ total }]] = await db.batch([
      db
        .select()
        .from(translations)
        .where(where)
        .orderBy(asc(translations.category), asc(translations.key))
        .limit(q.per_page)
        .offset(offsetOf(q)),
      db.select({ total: countAll }).from(translations).where(where),
    ]);
    return pagedJson(c, await withVersions(depsOf(c), TRANSLATION_ENTITY, rows), total, q);
  })
  .get("/categories", signedInOnly, async (c) => {
    await ensureBuiltInTranslations(c.var.db);
    const rows = await c.var.db
      .selectDistinct({ category: translations.category })
      .from(translations)
      .orderBy(asc(translations.category))
      .all();
    return c.json(rows.map((r) => r.category));
  })
  .get("/:id", signedInOnly, validate("param", idParam), async (c) => c.json(await findTranslation(depsOf(c), c.req.valid("param").id)))
  .post("/", update, validate("json", translationCreateSchema), async (c) => {
    return c.json(await createTranslation(depsOf(c), c.req.valid("json")), 201);
  })
  .on(["PUT", "PATCH"], "/:id", update, validate("param", idParam), validate("json", translationUpdateSchema), async (c) => {
    return c.json(await updateTranslation(depsOf(c), c.req.valid("param").id, c.req.valid("json"), requiredVersion(c)));
  })
  .delete("/:id", update, validate("param", idParam), async (c) => {
    await deleteTranslation(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
