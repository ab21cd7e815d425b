/**
 * @file Before each worker test file: empty storage (D1, KV, R2 and the cache are Durable Objects that `reset()` deletes),
 * the D1 migrations applied, and the isolate's memos forgotten. The files share one isolate and its module cache
 * (`isolate: false` in vitest.config.ts): the worker's module graph loads once per run instead of once per file.
 */
import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, vi } from "vitest";
import { forgetBuiltInTranslationsSync } from "../../worker/db/queries/translations";
import { forgetContentVersion } from "../../worker/lib/content-version";
import { forgetRememberedResponses } from "../../worker/lib/isolate-cache";

await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
forgetContentVersion();
forgetRememberedResponses();
forgetBuiltInTranslationsSync();

// what a file changed in the shared isolate does not reach the next file
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
