/**
 * @file `npm run test:unit [-- vitest args]`: `vitest run` under the stall guard. A run that goes silent for 3 minutes
 * (no test takes more than its 60 s timeout, so only a lost runner message does) is stopped and run once more.
 */
import { runWithStallGuard } from "../scripts/lib/stall-guard.ts";

const STALL_MS = Number(process.env.UNIT_STALL_MS ?? 180_000);

process.exitCode = await runWithStallGuard({
  command: "npx",
  args: ["vitest", "run", ...process.argv.slice(2)],
  stallMs: STALL_MS,
  attempts: 2,
});
