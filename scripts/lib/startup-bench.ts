/**
 * @file Start-up figures of `npm run bench` (issue 32). `startupProfiles`: `wrangler check startup` on the built worker
 * and on a bare Hono + React SSR worker (bench/baseline-worker, built by wrangler's own esbuild in the same run), runs
 * interleaved, median of each. `coldStarts`: the first request to a freshly started workerd (a new server per sample)
 * for pages and the API against a static file, and the same request again on the warm isolate; beside them the same
 * for a yardstick worker (bench/cold-yardstick), what the local stack alone costs a first request that reads D1.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BUDGETS, kb } from "./budgets.ts";
import { serveCopy } from "./serve.ts";
import type { StartupReport } from "./worker-graph.ts";

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

/** What `coldStarts` measures: a path of the built worker, or of another worker (`config`) on the same state. */
export interface ColdTarget {
  name: string;
  path: string;
  config?: string;
}

export interface ColdStart {
  name: string;
  path: string;
  /** The wrangler configuration served, when not the built worker. */
  config?: string;
  samples: number;
  /** Median time to the whole answer of the first request to a freshly started server. */
  coldMs: number;
  /** Median of the next requests to the same server (the isolate warm). */
  warmMs: number;
  /** The worker's own `Server-Timing` (render;dur, d1;dur) of those requests, medians; absent for the static file. */
  coldRender?: { renderMs: number; d1Ms: number };
  warmRender?: { renderMs: number; d1Ms: number };
  status: number;
}

/** A request that must render (the edge cache lets session-cookie requests through); the static file ignores it. */
const RENDER = { cookie: "__Host-session=bench" };

/** `render;dur=9.1, d1;dur=2.4` (worker/lib/edge-cache.ts) -> the two durations. */
function serverTiming(header: string | null) {
  const match = /render;dur=([\d.]+), d1;dur=([\d.]+)/.exec(header ?? "");
  return match ? { renderMs: Number(match[1]), d1Ms: Number(match[2]) } : undefined;
}

async function timed(url: string) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: RENDER });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status, timing: serverTiming(res.headers.get("server-timing")) };
}

type Timing = NonNullable<ReturnType<typeof serverTiming>>;
const medianTiming = (timings: Timing[]) =>
  timings.length ? { renderMs: median(timings.map((t) => t.renderMs)), d1Ms: median(timings.map((t) => t.d1Ms)) } : undefined;

/**
 * For each target, `samples` fresh servers (wrangler dev on a copy of the seeded state `templateDir`, polled on the
 * static file until up, so the worker has served nothing): the first request's time, then the median of five more.
 * Targets take turns, so a change of machine load hits them alike.
 */
export async function coldStarts(port: string, templateDir: string, targets: ColdTarget[], samples = 15): Promise<ColdStart[]> {
  const readyPath = targets.find((t) => t.path.startsWith("/favicon"))?.path ?? "/favicon.svg";
  const cold = new Map(targets.map((t) => [t.name, [] as number[]]));
  const warm = new Map(targets.map((t) => [t.name, [] as number[]]));
  const status = new Map<string, number>();
  const coldTiming = new Map(targets.map((t) => [t.name, [] as Timing[]]));
  const warmTiming = new Map(targets.map((t) => [t.name, [] as Timing[]]));
  const persistDir = ".wrangler/bench-cold";
  for (let i = 0; i < samples; i++) {
    for (const t of targets) {
      const server = await serveCopy({ port, templateDir, persistDir, readyPath, config: t.config });
      try {
        const first = await timed(server.baseUrl + t.path);
        cold.get(t.name)!.push(first.ms);
        if (first.timing) coldTiming.get(t.name)!.push(first.timing);
        status.set(t.name, first.status);
        const again: Awaited<ReturnType<typeof timed>>[] = [];
        for (let j = 0; j < 5; j++) again.push(await timed(server.baseUrl + t.path));
        warm.get(t.name)!.push(median(again.map((a) => a.ms)));
        const warmTimings = again.flatMap((a) => (a.timing ? [a.timing] : []));
        if (warmTimings.length) warmTiming.get(t.name)!.push(medianTiming(warmTimings)!);
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
    config: t.config,
    samples,
    coldMs: median(cold.get(t.name)!),
    warmMs: median(warm.get(t.name)!),
    coldRender: medianTiming(coldTiming.get(t.name)!),
    warmRender: medianTiming(warmTiming.get(t.name)!),
    status: status.get(t.name) ?? 0,
  }));
}

/** A ratio as the report writes it. */
export const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/** A cold first request's time over the warm ones' (the goal of issue 47 for the home page: at most 2). */
export const coldOverWarm = (c: ColdStart) => c.coldMs / c.warmMs;

/** The cold first request of the home page and of the yardstick, each if it was measured. */
export function homeAndYardstick(cold: ColdStart[]): { home?: ColdStart; yardstick?: ColdStart } {
  return { home: cold.find((c) => c.path === "/" && !c.config), yardstick: cold.find((c) => c.config) };
}

/** What the yardstick row says about the home page's: the part of a first request the local stack costs any worker. */
function yardstickMarkdown(cold: ColdStart[]): string[] {
  const { home, yardstick } = homeAndYardstick(cold);
  if (!home || !yardstick) return [];
  const extra = (c: ColdStart) => `${(c.coldMs - c.warmMs).toFixed(1)} ms`;
  return [
    "",
    `The yardstick (\`${yardstick.config}\`) is a bare Hono + React SSR worker that reads D1 as the home page does (four reads at once, then a fifth beside a batch of three) from the same seeded state under the same \`wrangler dev\`: what the local stack (miniflare's D1 on its first query, the dev proxy) costs any first request that reads D1. Its first request takes ${extra(yardstick)} more than its warm ones, ${times(coldOverWarm(yardstick))} them; the home page's takes ${extra(home)} more.`,
  ];
}

/** The bench report's start-up section (`npm run bench`; `BENCH_ONLY=startup` rewrites just this part of it). */
export function startupMarkdown(workerStart: StartupReport, startup: StartupFigures | null, cold: ColdStart[]): string[] {
  return [
    "## Start-up (issue 32)",
    "",
    `What a new isolate evaluates before its first request (the main module and the chunks it imports statically): ` +
      `${kb(workerStart.startupGzip)} gzip (${kb(workerStart.startupBytes)}) in ${workerStart.startup.length} modules, ` +
      `the main module alone ${kb(workerStart.entryGzip)} gzip; the whole worker ${kb(workerStart.totalGzip)} gzip ` +
      `(budget for the start: ${kb(BUDGETS.workerStartupGzip)}). Lazy modules in it: ${Object.keys(workerStart.lazyInStartup).join(", ") || "none"}.`,
    "",
    ...(startup
      ? [
          `\`wrangler check startup\`, median of ${startup.runs} interleaved runs each (bundle sizes as wrangler reports them):`,
          "",
          "| worker | active start-up CPU (median) | runs | bundle | gzip |",
          "| --- | ---: | --- | ---: | ---: |",
          `| this worker | ${startup.worker.activeMs.toFixed(1)} ms | ${startup.worker.samples.join(", ")} | ${startup.worker.bundleKiB.toFixed(0)} KiB | ${startup.worker.gzipKiB.toFixed(0)} KiB |`,
          `| bare Hono + React SSR (bench/baseline-worker) | ${startup.baseline.activeMs.toFixed(1)} ms | ${startup.baseline.samples.join(", ")} | ${startup.baseline.bundleKiB.toFixed(0)} KiB | ${startup.baseline.gzipKiB.toFixed(0)} KiB |`,
          "",
          `Ratio: ${times(startup.ratio)} (goal: at most 3×).`,
        ]
      : ["`wrangler check startup`: n/a (BENCH_STARTUP_RUNS=0)."]),
    "",
    ...(cold.length
      ? [
          `Cold starts: the first request to a freshly started server (\`wrangler dev\`, a new workerd for each sample, polled on the static file until up), median of ${cold[0].samples}; warm: the median of the next five requests to the same server. Pages and the API are rendered (a session cookie makes the edge cache pass them through).`,
          "",
          "| target | status | cold first request | warm | cold / warm | worker's render cold / warm | of it D1 wait cold / warm |",
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
          ...cold.map(
            (c) =>
              `| ${c.name} | ${c.status} | ${c.coldMs.toFixed(1)} ms | ${c.warmMs.toFixed(1)} ms | ${times(coldOverWarm(c))} | ${c.coldRender && c.warmRender ? `${c.coldRender.renderMs} / ${c.warmRender.renderMs} ms` : "–"} | ${c.coldRender && c.warmRender ? `${c.coldRender.d1Ms} / ${c.warmRender.d1Ms} ms` : "–"} |`,
          ),
          "",
          "The render columns are the worker's own `Server-Timing` (from the edge cache's handing over to the answer; medians): what the first request spends beyond them is the rest of the chain (Hono's middleware, `wrangler dev`'s proxy to the worker). The static file is what the readiness poll asked for, so its first request in the table is not the asset path's first: it shows the proxy's floor.",
          ...yardstickMarkdown(cold),
        ]
      : ["Cold starts: n/a (BENCH_COLD_SAMPLES=0)."]),
  ];
}
