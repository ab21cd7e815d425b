/**
 * @file Start-up figures of `npm run bench` (issue 32). `startupProfiles`: `wrangler check startup` on the built worker
 * and on a bare Hono + React SSR worker (bench/baseline-worker, built by wrangler's own esbuild in the same run), runs
 * interleaved, median of each. `coldStarts`: the first request to a freshly started workerd (a new server per sample)
 * for pages and the API against a static file, and the same request again on the warm isolate.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serveCopy } from "./serve.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Profile {
  activeMs: number;
  bundleKiB: number;
  gzipKiB: number;
}

/** One `wrangler check startup` run: active CPU time at start-up and the bundle sizes wrangler reports. */
function checkStartup(args: string[], cwd: string): Profile {
  const out = execFileSync("wrangler", ["check", "startup", ...args, "--outfile", join(tmpdir(), "startup-bench.cpuprofile")], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const active = /Active:\s*([\d.]+)\s*ms/.exec(out);
  const bundle = /Bundle:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(out);
  if (!active || !bundle) throw new Error(`unexpected output of wrangler check startup:\n${out}`);
  return { activeMs: Number(active[1]), bundleKiB: Number(bundle[1]), gzipKiB: Number(bundle[2]) };
}

export interface StartupFigures {
  runs: number;
  worker: Profile & { samples: number[] };
  baseline: Profile & { samples: number[] };
  /** Median active start-up time of the worker over the baseline's. */
  ratio: number;
}

/**
 * Profiles the built worker (dist/consulting_site) and the baseline `runs` times each, alternating. The baseline's
 * configuration is copied to a temporary folder: in the project, wrangler would follow the Vite build's deploy redirect
 * (.wrangler/deploy/config.json) to the real worker.
 */
export function startupProfiles(runs = 5): StartupFigures {
  const baselineDir = mkdtempSync(join(tmpdir(), "startup-baseline-"));
  writeFileSync(
    join(baselineDir, "wrangler.toml"),
    `name = "startup-baseline"\nmain = ${JSON.stringify(resolve("bench/baseline-worker/index.tsx"))}\n` +
      `compatibility_date = "2026-10-01"\ncompatibility_flags = ["nodejs_compat"]\nminify = true\n`,
  );
  const worker: Profile[] = [];
  const baseline: Profile[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      worker.push(checkStartup(["-c", "dist/consulting_site/wrangler.json"], process.cwd()));
      baseline.push(checkStartup([], baselineDir));
    }
  } finally {
    rmSync(baselineDir, { recursive: true, force: true });
  }
  const summary = (profiles: Profile[]) => ({
    activeMs: median(profiles.map((p) => p.activeMs)),
    bundleKiB: profiles[0].bundleKiB,
    gzipKiB: profiles[0].gzipKiB,
    samples: profiles.map((p) => p.activeMs),
  });
  const w = summary(worker);
  const b = summary(baseline);
  return { runs, worker: w, baseline: b, ratio: w.activeMs / b.activeMs };
}

export interface ColdStart {
  name: string;
  path: string;
  samples: number;
  /** Median time to the whole answer of the first request to a freshly started server. */
  coldMs: number;
  /** Median of the next requests to the same server (the isolate warm). */
  warmMs: number;
  status: number;
}

/** A request that must render (the edge cache lets session-cookie requests through); the static file ignores it. */
const RENDER = { cookie: "__Host-session=bench" };

async function timed(url: string) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: RENDER });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

/**
 * For each target, `samples` fresh servers (wrangler dev on a copy of the seeded state `templateDir`, polled on the
 * static file until up, so the worker has served nothing): the first request's time, then the median of five more.
 * Targets take turns, so a change of machine load hits them alike.
 */
export async function coldStarts(
  port: string,
  templateDir: string,
  targets: { name: string; path: string }[],
  samples = 15,
): Promise<ColdStart[]> {
  const readyPath = targets.find((t) => t.path.startsWith("/favicon"))?.path ?? "/favicon.svg";
  const cold = new Map(targets.map((t) => [t.path, [] as number[]]));
  const warm = new Map(targets.map((t) => [t.path, [] as number[]]));
  const status = new Map<string, number>();
  const persistDir = ".wrangler/bench-cold";
  for (let i = 0; i < samples; i++) {
    for (const t of targets) {
      const server = await serveCopy(port, templateDir, persistDir, undefined, readyPath);
      try {
        const first = await timed(server.baseUrl + t.path);
        cold.get(t.path)!.push(first.ms);
        status.set(t.path, first.status);
        const again: number[] = [];
        for (let j = 0; j < 5; j++) again.push((await timed(server.baseUrl + t.path)).ms);
        warm.get(t.path)!.push(median(again));
      } finally {
        await server.stop();
      }
    }
    process.stdout.write(`  cold starts: round ${i + 1} of ${samples}\r`);
  }
  rmSync(persistDir, { recursive: true, force: true });
  return targets.map((t) => ({
    name: t.name,
    path: t.path,
    samples,
    coldMs: median(cold.get(t.path)!),
    warmMs: median(warm.get(t.path)!),
    status: status.get(t.path) ?? 0,
  }));
}
