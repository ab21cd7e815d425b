/**
 * @file 5-minute job: publishes the scheduled blog posts whose time has come (worker/domain/blog/publish-due.ts) and,
 * when any went live, moves the content version on so that cached public pages render again.
 */
import { publishDuePosts } from "../domain/blog/publish-due";
import type { JobDeps } from "../env";
import { advanceContentVersion } from "../lib/content-version";

export async function publishScheduledPosts(deps: JobDeps) {
  const published = await publishDuePosts(deps);
  if (published.length) {
    // the blog, feeds, sitemap and home page change: cached public pages must render again
    await advanceContentVersion(deps.db);
    console.log(JSON.stringify({ job: "publish-scheduled", published: published.map((p) => p.slug) }));
  }
  return published;
}
