/**
 * @file Retention of backups: the 30 newest backups (daily) and, for each of the 12 newest months, the month's first
 * backup (monthly) are kept; the rest is deleted from BACKUPS and marked pruned in backup_runs. Media copies no kept
 * manifest names any more are deleted with them.
 */
import { inArray } from "drizzle-orm";
import { backupRuns } from "../../db/schema";
import type { Deps } from "../../env";
import { backupPrefix, readManifest } from "./format";
import { listBackupIds } from "./listing";
import { listAll } from "./media";

const DAILY_COPIES = 30;
const MONTHLY_COPIES = 12;

/** Which of these backup ids (any order) to keep: pure, so the rule is tested on its own. */
export function backupsToKeep(ids: string[]): Set<string> {
  const newestFirst = [...ids].sort().reverse();
  const keep = new Set(newestFirst.slice(0, DAILY_COPIES));
  const firstOfMonth = new Map<string, string>();
  // oldest first: the first id seen for a month is that month's first backup
  for (const id of [...newestFirst].reverse()) if (!firstOfMonth.has(id.slice(0, 7))) firstOfMonth.set(id.slice(0, 7), id);
  const months = [...firstOfMonth.keys()].sort().reverse().slice(0, MONTHLY_COPIES);
  for (const month of months) keep.add(firstOfMonth.get(month) as string);
  return keep;
}

async function deleteKeys(bucket: R2Bucket, keys: string[]) {
  // R2 deletes at most 1,000 keys per call
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

export async function applyBackupRetention({ db, env }: Deps, now: Date) {
  const ids = await listBackupIds(env.BACKUPS);
  const keep = backupsToKeep(ids);
  const expired = ids.filter((id) => !keep.has(id));
  for (const id of expired)
    await deleteKeys(
      env.BACKUPS,
      (await listAll(env.BACKUPS, backupPrefix(id))).map((o) => o.key),
    );
  if (expired.length) {
    await db.update(backupRuns).set({ pruned_at: now.toISOString() }).where(inArray(backupRuns.backup_id, expired));
    const referenced = new Set<string>();
    for (const id of keep) for (const m of (await readManifest(env.BACKUPS, id))?.media ?? []) referenced.add(`media/${m.sha256}`);
    const orphans = (await listAll(env.BACKUPS, "media/")).map((o) => o.key).filter((key) => !referenced.has(key));
    await deleteKeys(env.BACKUPS, orphans);
  }
  return { kept: keep.size, deleted: expired };
}
