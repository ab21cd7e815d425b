/** @file Daily backup (docs/backup.md): D1 content tables and media to the BACKUPS bucket, then retention; the outcome lands in backup_runs. */
import { runBackup } from "../domain/backup/run";
import type { JobDeps } from "../env";

export async function backUpDaily(deps: JobDeps) {
  const run = await runBackup(deps, "cron");
  // a failed backup is logged in backup_runs (Diagnostics warns); the log line reaches Workers Logs
  if (run.status !== "ok") throw new Error(`backup ${run.backup_id} failed: ${run.error}`);
  return run;
}
