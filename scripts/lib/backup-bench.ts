/**
 * @file The backup at scale for `npm run bench` (issue 29): a fresh local D1 with 1,000 blog posts (~4 KB each) and
 * 10,000 analytics rollup rows; times "Jetzt sichern" (the same runBackup the daily cron calls) three times, and the
 * public home page while a backup runs against the same page without one (a backup must not hold public requests up).
 */
import { type BenchAccount, serveSeeded, signInCookie } from "./bench-seeded.ts";

const POSTS = 1000;
const ROLLUP_ROWS = 10_000;

function seedSql() {
  const nums = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  return `
${nums(POSTS)}
INSERT INTO blog_posts (title, slug, content, excerpt, published, content_status, tags)
SELECT 'Bench-Beitrag ' || i, 'bench-' || i, printf('## Abschnitt %d\n\n%s', i, hex(randomblob(2000))), 'Kurz ' || i, 1, 'published', '["bench"]' FROM n;
${nums(ROLLUP_ROWS)}
INSERT INTO analytics_daily (day, metric, dimension, value)
SELECT date('2026-01-01', '+' || (i / 100) || ' days'), 'views_by_path', '/pfad-' || (i % 100), i FROM n;
`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string, init?: RequestInit) {
  const t0 = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - t0, res };
}

export async function benchBackup(port: string, account: BenchAccount) {
  const persistDir = ".wrangler/bench-backup";
  const { baseUrl, stop } = await serveSeeded(port, persistDir, seedSql(), account);
  try {
    const cookie = await signInCookie(baseUrl, account);
    const backUp = () => timed(`${baseUrl}/api/admin/backups`, { method: "POST", headers: { cookie, origin: baseUrl } });
    // the home page uncached (?nocache busts the edge cache key) without and during a backup
    const home = async (i: number) => (await timed(`${baseUrl}/?bench=${i}-${Math.random()}`)).ms;
    const idle: number[] = [];
    for (let i = 0; i < 10; i++) idle.push(await home(i));
    const runs: { ms: number; bytes: number; rows: number }[] = [];
    const during: number[] = [];
    for (let r = 0; r < 3; r++) {
      const pending = backUp();
      const probes = (async () => {
        for (let i = 0; i < 5; i++) during.push(await home(100 + r * 10 + i));
      })();
      const [{ ms, res }] = await Promise.all([pending, probes]);
      const run = (await (await fetch(`${baseUrl}/api/admin/backups`, { headers: { cookie } })).json()) as {
        bytes: number;
        row_count: number;
        status: string;
      }[];
      if (res.status !== 201 || run[0]?.status !== "ok") throw new Error(`backup failed: ${res.status} ${JSON.stringify(run[0])}`);
      runs.push({ ms, bytes: run[0].bytes, rows: run[0].row_count });
    }
    const result = {
      posts: POSTS,
      rollupRows: ROLLUP_ROWS,
      backupMedianMs: median(runs.map((r) => r.ms)),
      backupMaxMs: Math.max(...runs.map((r) => r.ms)),
      bytes: runs[0].bytes,
      rows: runs[0].rows,
      homeIdleP50Ms: median(idle),
      homeDuringBackupP50Ms: median(during),
    };
    console.log(
      `  backup of ${result.rows.toLocaleString("en")} rows (${POSTS} posts, ${ROLLUP_ROWS.toLocaleString("en")} rollup rows): median ${result.backupMedianMs.toFixed(0)} ms, max ${result.backupMaxMs.toFixed(0)} ms, ${(result.bytes / 1024).toFixed(0)} KB; ` +
        `home page p50 ${result.homeIdleP50Ms.toFixed(0)} ms idle, ${result.homeDuringBackupP50Ms.toFixed(0)} ms during a backup`,
    );
    return result;
  } finally {
    await stop();
  }
}
