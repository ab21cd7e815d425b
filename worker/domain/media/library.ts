/** @file The media library's records: find one, change its texts, delete it with every R2 object it has (original and variants). */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { assetUpdateSchema } from "../../../common/schemas/assets";
import { type Asset, assets } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { found } from "../../lib/errors";
import { assetObjectKeys } from "./variants";

const NOT_FOUND = "Asset nicht gefunden";

export const findAsset = async (deps: Pick<Deps, "db">, id: number): Promise<Asset> =>
  found(await deps.db.select().from(assets).where(eq(assets.id, id)).get(), NOT_FOUND);

const existingKey = async (deps: Pick<Deps, "db">, id: number) =>
  found(await deps.db.select({ key: assets.filename }).from(assets).where(eq(assets.id, id)).get(), NOT_FOUND).key;

export async function updateAsset(deps: Deps, id: number, data: z.infer<typeof assetUpdateSchema>): Promise<Asset> {
  const key = await existingKey(deps, id);
  const db = deps.db;
  const [[updated]] = await db.batch([
    db
      .update(assets)
      .set({ ...data, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(assets.id, id))
      .returning(),
    auditInsert(deps, { action: "update", entity: "asset", entityId: id, details: { key, fields: Object.keys(data) } }),
  ]);
  return updated;
}

export async function deleteAsset(deps: Deps, id: number): Promise<void> {
  const key = await existingKey(deps, id);
  // the objects first: if the row delete then fails, a retry finds the row and finishes the job
  await deps.env.MEDIA.delete(assetObjectKeys(key));
  const db = deps.db;
  await db.batch([
    db.delete(assets).where(eq(assets.id, id)),
    auditInsert(deps, { action: "delete", entity: "asset", entityId: id, details: { key } }),
  ]);
}
