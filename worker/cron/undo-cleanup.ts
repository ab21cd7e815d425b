/**
 * @file Daily: prunes revisions (the last 50 per record and all of the last 30 days stay) and purges trash entries past
 * TRASH_RETENTION_DAYS with their R2 objects, and drops 404-log days older than 90; each set-based and safe to run twice.
 */
import { pruneRevisions } from "../domain/history/revision-log";
import { pruneNotFoundLog } from "../domain/redirects/admin";
import { purgeExpired } from "../domain/trash/purge";
import type { JobDeps } from "../env";

export async function cleanUpHistory(deps: JobDeps) {
  const revisions = await pruneRevisions(deps);
  const trash = await purgeExpired(deps);
  const notFound = await pruneNotFoundLog(deps);
  console.log(JSON.stringify({ job: "undo-cleanup", revisions, trash, not_found_log: notFound }));
  return { revisions, trash, notFound };
}
