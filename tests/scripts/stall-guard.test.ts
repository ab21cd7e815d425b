/**
 * @file The unit tests' stall guard (scripts/lib/stall-guard.ts): a run that goes silent is killed with everything it
 * started and run once more; a run that ends, passed or failed, is never repeated.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runWithStallGuard } from "../../scripts/lib/stall-guard.ts";

/** A Node program given as text: each run appends a line to `runs`, so the test can count the runs. */
function program(dir: string, body: string) {
  const file = join(dir, "program.mjs");
  writeFileSync(
    file,
    `import { appendFileSync } from "node:fs";\nappendFileSync(${JSON.stringify(join(dir, "runs"))}, "run\\n");\n${body}`,
  );
  return file;
}
/** A killed process may stay a zombie until something reaps it: that is not running. */
function isRunning(pid: number) {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}
const runs = (dir: string) => (existsSync(join(dir, "runs")) ? readFileSync(join(dir, "runs"), "utf8").split("\n").length - 1 : 0);

describe("runWithStallGuard", () => {
  it("stops a run that goes silent, with the process it started, and runs it again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stall-"));
    // the first run prints, starts a grandchild that would live on, then hangs; the second run passes
    const file = program(
      dir,
      `import { spawn } from "node:child_process";
       import { existsSync, writeFileSync } from "node:fs";
       if (!existsSync(${JSON.stringify(join(dir, "once"))})) {
         writeFileSync(${JSON.stringify(join(dir, "once"))}, "");
         const grandchild = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
         writeFileSync(${JSON.stringify(join(dir, "grandchild"))}, String(grandchild.pid));
         console.log("tests running");
         setInterval(() => {}, 1000);
       } else {
         console.log("all passed");
       }`,
    );
    const log = vi.fn();
    const code = await runWithStallGuard({ command: process.execPath, args: [file], stallMs: 1500, attempts: 2, log });
    expect(code).toBe(0);
    expect(runs(dir)).toBe(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("no output for 2 s: the run stalled and was stopped; running it again"));
    const grandchild = Number(readFileSync(join(dir, "grandchild"), "utf8"));
    expect(isRunning(grandchild)).toBe(false);
  });

  it("gives up with a failure after the last stalled run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stall-"));
    const file = program(dir, `console.log("started"); setInterval(() => {}, 1000);`);
    const log = vi.fn();
    expect(await runWithStallGuard({ command: process.execPath, args: [file], stallMs: 1000, attempts: 2, log })).toBe(1);
    expect(runs(dir)).toBe(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining("stalled 2 times in a row; giving up"));
  });

  it("keeps a run that prints now and then, and never repeats a failed run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stall-"));
    // 2.4 s in all, never 1 s silent; then it fails
    const file = program(
      dir,
      `let n = 0; const t = setInterval(() => { console.log("test " + ++n); if (n === 8) { clearInterval(t); process.exit(3); } }, 300);`,
    );
    expect(await runWithStallGuard({ command: process.execPath, args: [file], stallMs: 1000, attempts: 2, log: vi.fn() })).toBe(3);
    expect(runs(dir)).toBe(1);
  });
});
