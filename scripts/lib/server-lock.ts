/**
 * @file Marks a local state folder as served by `npm start`, so that the admin CLI does not write to it at the same
 * time (a second writer makes the running server fail requests with SQLITE_BUSY).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface Lock {
  pid: number;
  port: string;
}

const lockFile = (persistDir: string) => join(persistDir, "server.lock.json");

export function holdServerLock(persistDir: string, port: string, pid: number): () => void {
  writeFileSync(lockFile(persistDir), JSON.stringify({ pid, port } satisfies Lock));
  return () => rmSync(lockFile(persistDir), { force: true });
}

/** The running server that holds the state, if any (a lock left by a crashed server does not count). */
export function runningServer(persistDir: string): Lock | null {
  if (!existsSync(lockFile(persistDir))) return null;
  try {
    const lock = JSON.parse(readFileSync(lockFile(persistDir), "utf8")) as Lock;
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    return null;
  }
}
