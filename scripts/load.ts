/**
 * @file `npm run load`: builds, serves a fresh seeded app on loopback and holds 100 concurrent clients for 60 s
 * (LOAD_DURATION seconds, LOAD_CONNECTIONS clients) on a mix of public pages, public API reads and analytics events;
 * reports requests, errors and p99 latency, and exits non-zero on any error (the bar is zero).
 */
import { execFileSync } from "node:child_process";
import { type LoadRequest, pageViewBody, runLoad } from "./lib/cannon.ts";
import { ensureDevVars } from "./lib/local-env.ts";
import { serveFresh } from "./lib/serve.ts";

const seconds = Number(process.env.LOAD_DURATION ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const port = process.env.LOAD_PORT ?? "8797";
const browserHeaders = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  "accept-language": "de-DE,de;q=0.9",
};

ensureDevVars();
if (!process.env.LOAD_SKIP_BUILD) execFileSync("vite", ["build"], { stdio: "ignore" });
const { baseUrl, stop } = await serveFresh({ port, persistDir: ".wrangler/load-state" });
const origin = { ...browserHeaders, origin: baseUrl, "content-type": "application/json" };
const mix: LoadRequest[] = [
  ...["/", "/en", "/leistungen/data-analytics", "/blog", "/blog/datenstrategie-im-mittelstand", "/team", "/kontakt", "/en/services"].map(
    (path) => ({ path, headers: browserHeaders }),
  ),
  ...["/api/blog", "/api/team", "/api/settings", "/api/events"].map((path) => ({ path, headers: browserHeaders })),
  { method: "POST", path: "/api/analytics", headers: origin, body: () => pageViewBody("/") },
  { method: "POST", path: "/api/analytics", headers: origin, body: () => pageViewBody("/blog") },
];
console.log(`Load: ${connections} clients for ${seconds} s on ${mix.length} requests (pages, public reads, analytics) against ${baseUrl}`);
try {
  const r = await runLoad(baseUrl, mix, connections, seconds);
  console.log(
    `  ${r.requests.toLocaleString("en")} requests, ${r.perSecond.toFixed(0)}/s, errors ${r.errors}, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
      `status codes ${JSON.stringify(r.statusCodes)}`,
  );
  if (r.errors > 0) {
    console.error("Errors under load: the bar is zero.");
    process.exitCode = 1;
  }
} finally {
  await stop();
}
