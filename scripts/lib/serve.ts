/** @file Serves the built worker on a fresh, migrated and seeded local state (used by the e2e runner and the benchmark). */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { devServerArgs } from "./local-env.ts";

/** The setup token of servers started here (tests and bench), never of `npm start`. */
export const E2E_SETUP_TOKEN = "e2e-first-run-setup-token";

export interface ServeOptions {
  port: string;
  persistDir: string;
  /** Runs against the migrated, seeded state before the server starts (e.g. the admin CLI, which must not write while it runs). */
  prepare?: (env: NodeJS.ProcessEnv) => void;
}

export interface Server {
  baseUrl: string;
  /** Stops the server and resolves once it has exited (so the port and the state are free again). */
  stop: () => Promise<void>;
}

/**
 * A migrated and seeded local D1/KV/R2 state in `dir` (anything there before is removed). `migratedCopy`: where to
 * keep a copy of it as it is after the migrations and before the seed, an empty instance at the current schema.
 */
export function prepareFreshState(dir: string, migratedCopy?: string) {
  const env = { ...process.env, D1_PERSIST_DIR: dir };
  rmSync(dir, { recursive: true, force: true });
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { stdio: "ignore", env });
  if (migratedCopy) {
    rmSync(migratedCopy, { recursive: true, force: true });
    cpSync(dir, migratedCopy, { recursive: true });
  }
  execFileSync("node", ["scripts/seed.ts"], { stdio: "inherit", env });
}

/** Migrates and seeds a fresh state in `persistDir`, starts `wrangler dev` on the build, waits until it answers. */
export async function serveFresh({ port, persistDir, prepare }: ServeOptions): Promise<Server> {
  prepareFreshState(persistDir);
  prepare?.({ ...process.env, D1_PERSIST_DIR: persistDir });
  return serveState({ port, persistDir });
}

export interface CopyOptions {
  port: string;
  /** A state prepared by `prepareFreshState`, copied to `persistDir` first: every server starts from the same data. */
  templateDir: string;
  persistDir: string;
  /** The name the site is served under (SITE_URL and the returned baseUrl); it listens on 127.0.0.1 either way. */
  host?: string;
  /**
   * What is polled until the server answers; a static file (the assets layer answers it) leaves the worker's isolate
   * untouched for a cold-start measurement.
   */
  readyPath?: string;
  /** The wrangler configuration to serve: the build unless given (the bench's yardstick worker). */
  config?: string;
}

/** Serves a copy of a prepared state (`prepareFreshState`). */
export function serveCopy({ templateDir, ...options }: CopyOptions): Promise<Server> {
  rmSync(options.persistDir, { recursive: true, force: true });
  cpSync(templateDir, options.persistDir, { recursive: true });
  return serveState(options);
}

async function serveState({
  port,
  persistDir,
  host = "127.0.0.1",
  readyPath = "/api/settings",
  config,
}: Omit<CopyOptions, "templateDir">): Promise<Server> {
  const env = { ...process.env, D1_PERSIST_DIR: persistDir };
  const server = spawn(
    "wrangler",
    // the first-run setup screen works in browser tests with a known token
    // an inspector port of its own: two servers side by side (the e2e runner) must not both ask for 9229
    [
      ...devServerArgs(port, persistDir, E2E_SETUP_TOKEN, host, config),
      "--log-level",
      "warn",
      "--inspector-port",
      String(Number(port) + 1000),
    ],
    { stdio: ["ignore", "ignore", "inherit"], env, detached: true },
  );
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const kill = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", kill);
  const stop = async () => {
    kill();
    await exited;
    process.off("exit", kill);
  };
  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      await res.body?.cancel();
      if (res.ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the app did not start on ${baseUrl}`);
}
