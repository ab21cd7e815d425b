/**
 * @file The edge cache as a visitor meets it (issue 18): for each page, the first (uncached) render, forced with a
 * session cookie the cache must bypass, and the repeated request that a cache answers; with the `X-Cache` header
 * seen and the worker's render time from `Server-Timing: render;dur=<ms>, d1;dur=<ms>` (total, and the part spent
 * waiting for D1; null while the app sends neither).
 */

/** Enough renders that the median is not a cold one (the first few compile the page's code). */
const SAMPLES = 25;
const BYPASS_COOKIE = "__Host-session=bench";

interface Observation {
  xCache: string | null;
  renderMs: number | null;
  /** The render's time outside D1 (total minus D1 wait): the worker's own work. */
  ownMs: number | null;
  p50Ms: number;
}

const timing = (header: string | null, name: string) => {
  const match = header && new RegExp(`(?:^|,)\\s*${name};(?:[^,]*;)?\\s*dur=([\\d.]+)`).exec(header);
  return match ? Number(match[1]) : null;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function observe(url: string, headers: Record<string, string>): Promise<Observation> {
  const times: number[] = [];
  const renders: number[] = [];
  const own: number[] = [];
  const xCache = new Set<string>();
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.text();
    times.push(performance.now() - t0);
    const render = timing(res.headers.get("server-timing"), "render");
    const d1 = timing(res.headers.get("server-timing"), "d1");
    if (render !== null) renders.push(render);
    if (render !== null && d1 !== null) own.push(render - d1);
    const cache = res.headers.get("x-cache");
    if (cache) xCache.add(cache);
  }
  return {
    xCache: xCache.size ? [...xCache].join(", ") : null,
    renderMs: renders.length ? median(renders) : null,
    ownMs: own.length ? median(own) : null,
    p50Ms: median(times),
  };
}

export async function edgeCacheFigures(baseUrl: string, paths: string[]) {
  const figures: { path: string; miss: Observation; hit: Observation }[] = [];
  for (const path of paths) {
    const miss = await observe(baseUrl + path, { cookie: BYPASS_COOKIE });
    // one request to fill the cache, then the repeated ones
    await (await fetch(baseUrl + path)).text();
    const hit = await observe(baseUrl + path, {});
    figures.push({ path, miss, hit });
  }
  return figures;
}
