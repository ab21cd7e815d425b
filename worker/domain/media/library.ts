/** @file The media library's records: find one, change its texts, move it to the trash (its R2 objects stay until purged). */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { assetUpdateSchema } from "../../../common/schemas/assets";
import { type Asset, assets } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, found } from "../../lib/errors";
import { rowSnapshot } from "../history/snapshots";
import { trashStatements } from "../trash/move";
import { assetUses } from "./usage";

const NOT_FOUND = "Asset nicht gefunden";
const ASSET_IN_USE = "Diese Datei wird noch verwendet. Löschen Sie sie trotzdem, verweisen diese Stellen ins Leere.";

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

/**
 * Moves an asset to the trash; its R2 objects (original and resized copies) stay until the trash is purged, so the
 * file keeps being served at its address meanwhile. 409 asset_in_use names where it is used, unless `force`.
 */
export async function deleteAsset(deps: Deps, id: number, force = false): Promise<void> {
  const asset = await findAsset(deps, id);
  const key = asset.filename;
  if (!force) {
    const used_in = await assetUses(deps, asset.url);
    if (used_in.length) throw conflict("asset_in_use", ASSET_IN_USE, { used_in });
  }
  const db = deps.db;
  await db.batch([
    ...trashStatements(deps, { entity: "asset", id, title: asset.original_filename, snapshot: rowSnapshot(assets, id) }),
    db.delete(assets).where(eq(assets.id, id)),
    auditInsert(deps, { action: "delete", entity: "asset", entityId: id, details: { key } }),
  ]);
}
