/** @file Vitest: worker integration tests inside workerd (real D1/KV/R2, migrations applied) and jsdom web unit tests. */

import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { FailureSummary } from "./tests/failure-summary";
import { eagerImports } from "./tests/worker/eager-imports";

const migrations = await readD1Migrations("./migrations");

/**
 * The worker tests run on as many vitest workers as there are cores, each with its own workerd and storage. In the
 * shared project a worker's files run one after another in one isolate (`isolate: false`): the worker's module graph
 * loads once instead of once per file (7-14 s each), and tests/worker/setup.ts empties the storage before each file.
 * A file that assigns `env` variables (the AI provider, Turnstile) shares an isolate only with other such files, each
 * restoring what it set. A file that spies on a binding of `env` runs isolated: after some other files the binding
 * the worker sees is no longer the object the spy was put on (a spy on `env.EMAIL` went uncalled; 1 of 5 shuffled
 * orders).
 */
const SPIES_ON_ENV = /spyOn\(env\b/;
const SETS_ENV = /configureProvider\(|configureTurnstile\(|mutableEnv/;
const workerFiles = readdirSync("tests/worker")
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => `tests/worker/${f}`);
const text = (f: string) => readFileSync(f, "utf8");
const isolatedFiles = workerFiles.filter((f) => SPIES_ON_ENV.test(text(f)));
const envFiles = workerFiles.filter((f) => !isolatedFiles.includes(f) && SETS_ENV.test(text(f)));
const sharedFiles = workerFiles.filter((f) => !isolatedFiles.includes(f) && !envFiles.includes(f));

const workerProject = (name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          JWT_SECRET: "test-secret-that-is-at-least-32-bytes-long!!",
          TOTP_ENCRYPTION_KEY: "test-totp-encryption-key-of-at-least-32-bytes",
        },
      },
    }),
    eagerImports(),
    {
      // the client build's files do not exist in tests; the worker only needs their names
      name: "client-entry-stub",
      resolveId: (s) => (s === "virtual:client-entry" ? "\0client-entry-stub" : undefined),
      load: (s) =>
        s === "\0client-entry-stub"
          ? "export const clientAssets = { scripts: ['/web/client.tsx'], islandBoot: '/web/islands/boot.ts', bootImports: [], islandChunks: {}, inlineStyles: {}, stylesheets: [], preloads: [], routePreloads: {} };"
          : undefined,
    },
  ],
  // vitest's 5 s per test is near what a 30-request test takes on a loaded machine: the bound is only for a hung test
  test: { name, include, setupFiles: ["tests/worker/setup.ts"], isolate, testTimeout: 60_000, hookTimeout: 60_000 },
});

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: on two cores the shards would run one after another
    maxWorkers: availableParallelism(),
    // the instants of the date runs (tests/chosen-dates.ts): TEST_DATES replaces the default list
    provide: { testDates: process.env.TEST_DATES ?? "" },
    // a failed run ends with the failed tests' names and first messages
    reporters: ["default", new FailureSummary()],
    // the worker's one-line request log is noise in test output
    onConsoleLog: (log) => !log.startsWith('{"requestId"'),
    projects: [
      workerProject("worker", sharedFiles, false),
      workerProject("worker-env", envFiles, false),
      workerProject("worker-isolated", isolatedFiles, true),
      // the deploy's checks and other scripts' logic, in plain Node
      { test: { name: "scripts", include: ["tests/scripts/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        test: { name: "web", include: ["tests/web/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
    ],
  },
});
