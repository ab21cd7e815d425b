/**
 * @file The edge cache as a visitor meets it (issue 18): for each page, the first (uncached) render, forced with a
 * session cookie the cache must bypass, and the repeated request that a cache answers; with the `X-Cache` header
 * seen and the worker's render time from `Server-Timing: render;dur=<ms>` (null while the app sends neither).
 */

/** Enough renders that the median is not a cold one (the first few compile the page's code). */
const SAMPLES = 25;
const BYPASS_COOKIE = "__Host-session=bench";

interface Observation {
  xCache: string | null;
  renderMs: number | null;
  p50Ms: number;
}

const renderTime = (header: string | null) => {
  const match = header && /(?:^|,)\s*render;(?:[^,]*;)?\s*dur=([\d.]+)/.exec(header);
  return match ? Number(match[1]) : null;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function observe(url: string, headers: Record<string, string>): Promise<Observation> {
  const times: number[] = [];
  const renders: number[] = [];
  const xCache = new Set<string>();
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.text();
    times.push(performance.now() - t0);
    const render = renderTime(res.headers.get("server-timing"));
    if (render !== null) renders.push(render);
    const cache = res.headers.get("x-cache");
    if (cache) xCache.add(cache);
  }
  return { xCache: xCache.size ? [...xCache].join(", ") : null, renderMs: renders.length ? median(renders) : null, p50Ms: median(times) };
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
