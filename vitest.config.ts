/** @file Vitest: worker integration tests inside workerd (real D1/KV/R2, migrations applied) and jsdom web unit tests. */

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // the worker's one-line request log is noise in test output
    onConsoleLog: (log) => !log.startsWith('{"requestId"'),
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, JWT_SECRET: "test-secret-that-is-at-least-32-bytes-long!!" } },
          }),
          {
            // the client build's files do not exist in tests; the worker only needs their names
            name: "client-entry-stub",
            resolveId: (s) => (s === "virtual:client-entry" ? "\0client-entry-stub" : undefined),
            load: (s) =>
              s === "\0client-entry-stub"
                ? "export const clientAssets = { scripts: ['/web/client.tsx'], inlineStyles: {}, preloads: [], routePreloads: {} };"
                : undefined,
          },
        ],
        test: { name: "worker", include: ["tests/worker/**/*.test.ts"], setupFiles: ["tests/worker/setup.ts"] },
      },
      {
        test: { name: "web", include: ["tests/web/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
    ],
  },
});
