/**
 * @file Analytics at scale for `npm run bench`: seeds N page views over the last 90 days (with sessions, CTA clicks and
 * form events) into a fresh local D1 with set-based SQL, then times the daily cron (rollup of all 90 days + retention)
 * and GET /api/admin/analytics?days=90 (rollups plus today's raw rows).
 */
import { berlinDay, berlinDayStart } from "../../common/berlin-days.ts";
import { type BenchAccount, serveSeeded, signInCookie } from "./bench-seeded.ts";

const PATHS = [
  "/",
  "/en",
  "/leistungen",
  "/leistungen/data-analytics",
  "/en/services/data-analytics",
  "/team",
  "/kontakt",
  "/en/contact",
  "/projekte",
  "/karriere",
  "/blog",
  "/ueber-uns",
];
const pathCase = (expr: string) => `CASE ${expr} % ${PATHS.length} ${PATHS.map((p, i) => `WHEN ${i} THEN '${p}'`).join(" ")} END`;

/** One SQL file: ~3 views per session, 1 CTA click per 20 views, form start/submit per 50 views, spread over 90 days. */
function analyticsSeedSql(pageViews: number, nowEpoch: number) {
  const sessions = Math.ceil(pageViews / 3);
  // session i starts (i % 90) days and a pseudo-random part of a day before now; today's share (i % 90 = 0) lies in the
  // part of today that has passed, so the dashboard's live day holds 1/90 of the views at any hour the bench runs
  // (spread over a whole day, the live day held 4,300 of 1,000,000 views at 08:47 and 11,100 at 22:00)
  const sinceMidnight = Math.max(nowEpoch - Date.parse(berlinDayStart(berlinDay(nowEpoch * 1000))) / 1000 - 600, 60);
  const start = (i: string) =>
    `(CASE WHEN ${i} % 90 = 0 THEN ${nowEpoch} - 600 - ((${i} * 7919) % ${sinceMidnight}) ` +
    `ELSE ${nowEpoch} - (${i} % 90) * 86400 - ((${i} * 7919) % 80000) - 600 END)`;
  const iso = (epoch: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${epoch}, 'unixepoch')`;
  const sid = (i: string) => `'sess_bench' || printf('%012d', ${i})`;
  const nums = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  return `
${nums(sessions)}
INSERT INTO user_sessions (session_id, started_at, device_type, browser, os, referrer, utm_source, utm_campaign, closed, is_bounce, duration_seconds, page_count)
SELECT ${sid("i")}, ${iso(start("i"))},
  CASE i % 3 WHEN 0 THEN 'desktop' WHEN 1 THEN 'mobile' ELSE 'tablet' END,
  CASE i % 4 WHEN 0 THEN 'Chrome' WHEN 1 THEN 'Safari' WHEN 2 THEN 'Firefox' ELSE 'Microsoft Edge' END,
  CASE i % 4 WHEN 0 THEN 'Windows' WHEN 1 THEN 'iOS' WHEN 2 THEN 'Linux' ELSE 'macOS' END,
  CASE i % 5 WHEN 0 THEN 'www.google.com' WHEN 1 THEN 'www.linkedin.com' ELSE NULL END,
  CASE i % 7 WHEN 0 THEN 'newsletter' ELSE NULL END, CASE i % 7 WHEN 0 THEN 'herbst' ELSE NULL END,
  1, i % 4 = 0, 30 + i % 300, 3 FROM n;
${nums(pageViews)}
INSERT INTO page_views (session_id, page_path, page_title, country, device_type, browser, os, language, created_at)
SELECT ${sid("i / 3")}, ${pathCase("i")}, 'Seite', CASE i % 6 WHEN 0 THEN 'AT' WHEN 1 THEN 'CH' ELSE 'DE' END, 'desktop', 'Chrome', 'Windows',
  CASE WHEN ${pathCase("i")} LIKE '/en%' THEN 'en' ELSE 'de' END, ${iso(`${start("i / 3")} + (i % 3) * 60`)} FROM n;
${nums(Math.ceil(pageViews / 20))}
INSERT INTO cta_clicks (session_id, cta_text, cta_url, page_path, position, converted, created_at)
SELECT ${sid("i * 20 / 3")}, CASE i % 3 WHEN 0 THEN 'Kontakt aufnehmen' WHEN 1 THEN 'Leistungen entdecken' ELSE 'Projekt starten' END,
  '/kontakt', '/', 'hero', i % 3 = 0, ${iso(`${start("i * 20 / 3")} + 30`)} FROM n;
${nums(Math.ceil(pageViews / 50))}
INSERT INTO form_submissions_analytics (session_id, event_type, form_type, form_page, success, created_at)
SELECT ${sid("i * 50 / 3")}, CASE i % 2 WHEN 0 THEN 'form_start' ELSE 'form_submit' END, 'contact', '/kontakt', i % 2, ${iso(`${start("i * 50 / 3")} + 90`)} FROM n;
`;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

export async function benchAnalytics(pageViews: number, port: string, account: BenchAccount) {
  const persistDir = `.wrangler/bench-analytics-${pageViews}`;
  const { baseUrl, stop, seedMs } = await serveSeeded(
    port,
    persistDir,
    analyticsSeedSql(pageViews, Math.floor(Date.now() / 1000)),
    account,
  );
  try {
    const t0 = performance.now();
    const cron = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("15 3 * * *")}`);
    await cron.text();
    const rollupMs = performance.now() - t0;
    // the routine run: the last 3 finished days recomputed
    const t1 = performance.now();
    await (await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("15 3 * * *")}`)).text();
    const routineMs = performance.now() - t1;
    const cookie = await signInCookie(baseUrl, account);
    const times: number[] = [];
    let views = 0;
    for (let i = 0; i < 12; i++) {
      const q0 = performance.now();
      const res = await fetch(`${baseUrl}/api/admin/analytics?days=90`, { headers: { cookie } });
      const body = (await res.json()) as { totals: { page_views: number } };
      times.push(performance.now() - q0);
      views = body.totals.page_views;
    }
    console.log(
      `  ${pageViews.toLocaleString("en").padStart(9)} page views: seed ${(seedMs / 1000).toFixed(1)} s, first daily cron (rollup of all 90 days + retention) ${rollupMs.toFixed(0)} ms, routine run (3 days) ${routineMs.toFixed(0)} ms, ` +
        `90-day dashboard query p50 ${percentile(times, 50).toFixed(1)} ms / p95 ${percentile(times, 95).toFixed(1)} ms (reports ${views.toLocaleString("en")} views)`,
    );
    return { pageViews, seedMs, rollupMs, routineMs, queryP50: percentile(times, 50), queryP95: percentile(times, 95) };
  } finally {
    await stop();
  }
}
