/**
 * @file `npm run bench`: builds, serves a fresh seeded app and measures the budgets:
 * JavaScript per public page (≤ 120 KB gzip before interaction), worker bundle size (≤ 3 MiB gzip),
 * server time of page renders and of sign-in (p50/p95), then JavaScript of the home page with its optional sections
 * switched on, and analytics at 100,000 and 1,000,000 page views (daily rollup, 90-day dashboard query < 100 ms).
 * Exits non-zero when a budget is exceeded.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { benchAnalytics } from "./lib/analytics-bench.ts";
import { ensureDevVars } from "./lib/local-env.ts";
import { serveFresh } from "./lib/serve.ts";

const JS_BUDGET_BYTES = 120 * 1024;
const WORKER_BUDGET_BYTES = 3 * 1024 * 1024;
const PAGES = [
  "/",
  "/en",
  "/leistungen/data-analytics",
  "/en/services/data-analytics",
  "/kontakt",
  "/team",
  "/blog",
  "/blog/datenstrategie-im-mittelstand",
  "/en/blog",
];
const RENDER_SAMPLES = 30;
const ANALYTICS_QUERY_BUDGET_MS = 100;
const LOGIN_SAMPLES = 10;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

ensureDevVars();
if (!process.env.BENCH_SKIP_BUILD) execFileSync("vite", ["build"], { stdio: "ignore" });
const persistDir = ".wrangler/bench-state";
const email = "bench-admin@example.com";
const password = "bench-password-12345";
// the account is made before the server starts: the admin CLI writing D1/KV under a running server can crash it
const { baseUrl, stop } = await serveFresh({
  port: process.env.BENCH_PORT ?? "8798",
  persistDir,
  prepare: (env) =>
    execFileSync("node", ["scripts/admin.ts", "create", "--email", email, "--password", password, "--role", "admin"], {
      stdio: "ignore",
      env,
    }),
});
let failed = false;

// 1. JavaScript a public page loads before any interaction (gzip of each script body)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
async function measureScripts(path: string, label = path) {
  const page = await browser.newPage();
  const scripts: Promise<number>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      scripts.push(
        res
          .body()
          .then((b) => gzipSync(b).length)
          .catch(() => 0),
      );
  });
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  const sizes = await Promise.all(scripts);
  const total = sizes.reduce((a, b) => a + b, 0);
  const over = total > JS_BUDGET_BYTES;
  failed ||= over;
  console.log(`  ${label.padEnd(32)} ${kb(total).padStart(9)} in ${sizes.length} files${over ? "  OVER BUDGET" : ""}`);
  await page.close();
}
console.log("JavaScript per public page (gzip, budget 120 KB):");
for (const path of PAGES) await measureScripts(path);

// 2. Worker bundle: the entry and its lazily imported chunks (e.g. the password-strength dictionaries) are all uploaded
const workerFiles = [
  "index.js",
  ...readdirSync("dist/consulting_site/assets")
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`),
];
const workerGzip = workerFiles.reduce((sum, f) => sum + gzipSync(readFileSync(`dist/consulting_site/${f}`)).length, 0);
failed ||= workerGzip > WORKER_BUDGET_BYTES;
console.log(`Worker bundle: ${kb(workerGzip)} gzip (budget 3 MiB)`);

// 3. Server render time per page (sequential requests on loopback)
console.log(`Page render time over ${RENDER_SAMPLES} requests (ms, p50 / p95):`);
for (const path of PAGES) {
  const times: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES; i++) {
    const t0 = performance.now();
    await (await fetch(baseUrl + path)).text();
    times.push(performance.now() - t0);
  }
  console.log(`  ${path.padEnd(32)} ${percentile(times, 50).toFixed(1).padStart(7)} / ${percentile(times, 95).toFixed(1)}`);
}

// 4. Sign-in time (PBKDF2 100k + D1 reads/writes)
const loginTimes: number[] = [];
for (let i = 0; i < LOGIN_SAMPLES; i++) {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  loginTimes.push(performance.now() - t0);
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
}
console.log(
  `Sign-in over ${LOGIN_SAMPLES} requests: p50 ${percentile(loginTimes, 50).toFixed(1)} ms, p95 ${percentile(loginTimes, 95).toFixed(1)} ms`,
);

// 5. The home page with every optional section switched on (upcoming events and the newest posts)
const session = await fetch(`${baseUrl}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: baseUrl },
  body: JSON.stringify({ email, password }),
});
const switched = await fetch(`${baseUrl}/api/admin/settings`, {
  method: "PUT",
  headers: {
    "content-type": "application/json",
    origin: baseUrl,
    cookie: session.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  },
  body: JSON.stringify({ show_events_on_homepage: "true", show_blog_on_homepage: "true" }),
});
if (!switched.ok) throw new Error(`bench could not switch the home sections on: ${switched.status}`);
console.log("JavaScript of the home page with the events and blog sections on:");
await measureScripts("/", "/ (events and blog on)");
await measureScripts("/en", "/en (events and blog on)");
await browser.close();

await stop();

// 6. Analytics at scale: rollup and 90-day dashboard query at 100,000 and 1,000,000 page views (BENCH_ANALYTICS=0 skips)
if (process.env.BENCH_ANALYTICS !== "0") {
  console.log("Analytics (fresh local D1 per size):");
  for (const size of (process.env.BENCH_ANALYTICS_SIZES ?? "100000,1000000").split(",").map(Number)) {
    const { queryP50 } = await benchAnalytics(size, process.env.BENCH_PORT ?? "8798", { email, password });
    if (queryP50 > ANALYTICS_QUERY_BUDGET_MS) {
      failed = true;
      console.log(`  the 90-day dashboard query is over ${ANALYTICS_QUERY_BUDGET_MS} ms`);
    }
  }
}
if (failed) {
  console.error("A size budget is exceeded.");
  process.exit(1);
}
