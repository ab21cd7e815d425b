/** @file Dispatches cron triggers (wrangler.toml [triggers]) to their jobs; every job is idempotent and set-based. */
import { createDb } from "../db/client";
import type { JobDeps } from "../env";
import { markPublishedAiContent } from "./ai-content-status";
import { rollupAnalytics } from "./analytics-rollup";
import { closeAnalyticsSessions } from "./analytics-sessions";
import { backUpDaily } from "./backup";
import { retryContactNotifications } from "./contact-notify";
import { deleteSpentLimitWindows } from "./limit-windows";
import { publishScheduledPosts } from "./publish-scheduled";
import { applyRetention } from "./retention";
import { cleanUpHistory } from "./undo-cleanup";

export const CRON_FREQUENT = "*/5 * * * *";
export const CRON_DAILY = "15 3 * * *";

type Job = (deps: JobDeps) => Promise<unknown>;

const jobs: Record<string, Job[]> = {
  // AI content follows its blog post, so it runs after the publishing
  [CRON_FREQUENT]: [
    publishScheduledPosts,
    markPublishedAiContent,
    retryContactNotifications,
    closeAnalyticsSessions,
    deleteSpentLimitWindows,
  ],
  // the rollup first, so that raw rows are counted before retention deletes them; the backup last, after the clean-up
  [CRON_DAILY]: [rollupAnalytics, applyRetention, cleanUpHistory, backUpDaily],
};

export async function runScheduled(controller: Pick<ScheduledController, "cron" | "scheduledTime">, env: Env) {
  const deps: JobDeps = { db: createDb(env.DB), env, now: new Date(controller.scheduledTime) };
  for (const job of jobs[controller.cron] ?? []) {
    try {
      await job(deps);
    } catch (err) {
      // one failing job must not stop the others; the next run retries
      console.error(JSON.stringify({ level: "error", cron: controller.cron, job: job.name, message: (err as Error).message }));
    }
  }
}
