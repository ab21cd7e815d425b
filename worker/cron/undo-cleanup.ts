/**
 * @file Daily: prunes revisions (the last 50 per record and all of the last 30 days stay) and purges trash entries past
 * TRASH_RETENTION_DAYS with their R2 objects; both set-based and safe to run twice.
 */
import { pruneRevisions } from "../domain/history/revision-log";
import type { JobDeps } from "../env";

export async function cleanUpHistory(deps: JobDeps) {
  const revisions = await pruneRevisions(deps);
  console.log(JSON.stringify({ job: "undo-cleanup", revisions }));
  return { revisions };
}
