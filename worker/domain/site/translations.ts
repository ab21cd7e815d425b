/** @file Staff's changes to the public site's UI texts: add one under a new key, change it, delete it; each with its audit row. */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { translationCreateSchema, translationUpdateSchema } from "../../../common/schemas/translations";
import { translations } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, found } from "../../lib/errors";

const NOT_FOUND = "Übersetzung nicht gefunden";
const KEY_TAKEN = "Dieser Schlüssel existiert bereits";

/** Adds a UI text under a new key (409 when the key exists), audited. */
export async function createTranslation(deps: Deps, data: z.infer<typeof translationCreateSchema>) {
  const db = deps.db;
  if (await db.select({ id: translations.id }).from(translations).where(eq(translations.key, data.key)).get()) {
    throw conflict("key_taken", KEY_TAKEN, { fields: { key: [KEY_TAKEN] } });
  }
  const [[created]] = await db.batch([
    db.insert(translations).values(data).returning(),
    auditInsert(deps, { action: "create", entity: "translation", details: { key: data.key } }),
  ]);
  return created;
}

/** Changes a UI text, audited with its key. */
export async function updateTranslation(deps: Deps, id: number, data: z.infer<typeof translationUpdateSchema>) {
  const db = deps.db;
  const existing = found(await db.select({ key: translations.key }).from(translations).where(eq(translations.id, id)).get(), NOT_FOUND);
  const [[updated]] = await db.batch([
    db
      .update(translations)
      .set({ ...data, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(translations.id, id))
      .returning(),
    auditInsert(deps, { action: "update", entity: "translation", entityId: id, details: { key: existing.key, ...data } }),
  ]);
  return updated;
}

/** Deletes a UI text, audited with its key. */
export async function deleteTranslation(deps: Deps, id: number) {
  const db = deps.db;
  const existing = found(await db.select({ key: translations.key }).from(translations).where(eq(translations.id, id)).get(), NOT_FOUND);
  await db.batch([
    db.delete(translations).where(eq(translations.id, id)),
    auditInsert(deps, { action: "delete", entity: "translation", entityId: id, details: { key: existing.key } }),
  ]);
}
