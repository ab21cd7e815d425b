/** @file Serves the built worker on a fresh, migrated and seeded local state (used by the e2e runner and the benchmark). */
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export interface ServeOptions {
  port: string;
  persistDir: string;
  /** Runs against the migrated, seeded state before the server starts (e.g. the admin CLI, which must not write while it runs). */
  prepare?: (env: NodeJS.ProcessEnv) => void;
}

/** Migrates and seeds a fresh state in `persistDir`, starts `wrangler dev` on the build, waits until it answers. */
export async function serveFresh({ port, persistDir, prepare }: ServeOptions): Promise<{ baseUrl: string; stop: () => void }> {
  const env = { ...process.env, D1_PERSIST_DIR: persistDir };
  rmSync(persistDir, { recursive: true, force: true });
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir], { stdio: "ignore", env });
  execFileSync("node", ["scripts/seed.ts"], { stdio: "inherit", env });
  prepare?.(env);
  const server = spawn(
    "wrangler",
    ["dev", "-c", "dist/consulting_site/wrangler.json", "--persist-to", persistDir, "--ip", "127.0.0.1", "--port", port, "--test-scheduled", "--show-interactive-dev-session=false", "--log-level", "warn"],
    { stdio: ["ignore", "ignore", "inherit"], env, detached: true },
  );
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/settings`)).ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`the app did not start on ${baseUrl}`);
}
