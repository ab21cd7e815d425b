/** @file Fixed-concurrency HTTP load with autocannon, summed up as requests, errors, throughput and latency percentiles. */
import autocannon from "autocannon";
import { newSessionId } from "../../common/analytics-session-id.ts";

export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** A body made anew for each request (e.g. a fresh analytics session id). */
  body?: () => string;
}

export interface LoadResult {
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx/3xx. */
  errors: number;
  statusCodes: Record<string, number>;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Holds `connections` clients for `seconds`, each cycling through `requests`; never longer than the duration plus 45 s. */
export async function runLoad(baseUrl: string, requests: LoadRequest[], connections: number, seconds: number): Promise<LoadResult> {
  const options: autocannon.Options = {
    url: baseUrl,
    connections,
    duration: seconds,
    // a shared or slow machine answers late under 100 clients: late is measured (p99), only no answer is an error
    timeout: 30,
    requests: requests.map((r) => ({
      method: r.method ?? "GET",
      path: r.path,
      headers: r.headers,
      setupRequest: (req: autocannon.Request) => (r.body ? { ...req, body: r.body() } : req),
    })),
  };
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
  const guard = setTimeout(() => instance?.stop(), (seconds + 45) * 1000);
  const result = await done;
  clearTimeout(guard);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
  const failedAnswers = Object.entries(statusCodes)
    .filter(([code]) => Number(code) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + failedAnswers,
    statusCodes,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** An analytics page view with a fresh random session id (the ingest counts per session). */
export function pageViewBody(path = "/"): string {
  return JSON.stringify({
    event_type: "page_view",
    session_id: newSessionId(),
    page_path: path,
    page_title: "Last",
    screen_resolution: "1366x768",
  });
}
