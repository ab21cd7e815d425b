/**
 * @file Runs a command that must not go silent: its output passes through, and if it prints nothing for `stallMs` its
 * whole process group (the command and everything it started) is killed and the command runs once more. Used for the
 * unit tests (tests/run-unit.ts): the workerd test runner can lose vitest's end-of-file message, and vitest then waits
 * for it forever after every test has passed.
 */
import { spawn } from "node:child_process";

export interface StallGuardOptions {
  command: string;
  args: string[];
  /** Silence after which the run counts as stalled. */
  stallMs: number;
  /** Runs in all, the first included. */
  attempts: number;
  /** Where the guard says what it did (the command's own output goes to stdout and stderr as it comes). */
  log?: (line: string) => void;
}

type RunOutcome = { kind: "exited"; code: number } | { kind: "stalled" };

function runOnce({ command, args, stallMs }: StallGuardOptions): Promise<RunOutcome> {
  return new Promise((resolve) => {
    // its own process group, so that a kill reaches the workerd processes it started too
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], detached: true });
    let stalled = false;
    let timer = setTimeout(onSilence, stallMs);
    function onSilence() {
      stalled = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
    const heard = () => {
      clearTimeout(timer);
      timer = setTimeout(onSilence, stallMs);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      heard();
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      heard();
      process.stderr.write(chunk);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve(stalled ? { kind: "stalled" } : { kind: "exited", code: code ?? 1 });
    });
  });
}

/** The exit code of the last run: a run that exits (passed or failed) is final; only a stalled one is repeated. */
export async function runWithStallGuard(options: StallGuardOptions): Promise<number> {
  const log = options.log ?? ((line: string) => console.error(line));
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    const outcome = await runOnce(options);
    if (outcome.kind === "exited") return outcome.code;
    const silence = `${Math.round(options.stallMs / 1000)} s`;
    if (attempt < options.attempts) log(`\n[stall-guard] no output for ${silence}: the run stalled and was stopped; running it again.\n`);
    else log(`\n[stall-guard] no output for ${silence}: the run stalled ${options.attempts} times in a row; giving up.\n`);
  }
  return 1;
}
