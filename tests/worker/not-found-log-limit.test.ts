/**
 * The 404 log's bounds (issue 44): a per-client slot (NOT_FOUND_LIMIT_PER_CLIENT, keyed hash of CF-Connecting-IP), a
 * daily cap of new rows (NOT_FOUND_NEW_ROWS_PER_DAY), only paths that look like the site's; the visitor's 404 unchanged.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { berlinDay } from "../../common/berlin-days";
import { isLoggablePath, NOT_FOUND_LIMIT_PER_CLIENT, NOT_FOUND_NEW_ROWS_PER_DAY } from "../../worker/domain/redirects/serve";
import { request, seed } from "./helpers";

beforeAll(seed);

const rows = async (prefix: string) =>
  (
    await env.DB.prepare("SELECT path, referrer_host, count FROM not_found_log WHERE path LIKE ? ORDER BY path")
      .bind(`${prefix}%`)
      .all<{ path: string; referrer_host: string; count: number }>()
  ).results;
const logBytes = async () =>
  (await env.DB.prepare("SELECT coalesce(sum(length(day) + length(path) + length(referrer_host) + 8), 0) AS n FROM not_found_log").first<{
    n: number;
  }>())!.n;

/** A 404 page as a visitor gets it: status, HTML, the page's heading. */
async function expectNotFoundPage(path: string, headers: Record<string, string> = {}) {
  const res = await request(path, { headers });
  expect(res.status, path).toBe(404);
  expect(res.headers.get("content-type"), path).toContain("text/html");
  expect(await res.text(), path).toMatch(/<h1[^>]*>[^<]+/);
}

/** Requests in groups of ten at a time (a burst, but not 300 renders at once on a shared machine). */
async function inGroups<T>(items: T[], send: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += 10) await Promise.all(items.slice(i, i + 10).map(send));
}

describe("the 404 log's limits", () => {
  it("keeps at most the per-client cap of 300 distinct missing paths from one address, and answers every one 404", async () => {
    const paths = Array.from({ length: 300 }, (_, i) => `/ein-client/fehlt-${i}`);
    await inGroups(paths, (path) => expectNotFoundPage(path, { "cf-connecting-ip": "198.51.100.44" }));
    const logged = await rows("/ein-client/");
    console.info(`404 log: 300 distinct paths from one address -> ${logged.length} rows, ${await logBytes()} bytes of values`);
    expect(logged.length).toBe(NOT_FOUND_LIMIT_PER_CLIENT.max);
    // the address is kept nowhere in clear text: the slot's key is a keyed hash
    const limits = JSON.stringify((await env.DB.prepare("SELECT key FROM rate_limits").all()).results);
    expect(limits).toContain("not-found:");
    expect(limits).not.toContain("198.51.100.44");
    expect(JSON.stringify(await rows(""))).not.toContain("198.51.100.44");
  });

  it("holds at 50 parallel requests from one address (the slot and the write are one batch)", async () => {
    const paths = Array.from({ length: 50 }, (_, i) => `/parallel/fehlt-${i}`);
    await Promise.all(paths.map((path) => expectNotFoundPage(path, { "cf-connecting-ip": "198.51.100.49" })));
    const logged = await rows("/parallel/");
    console.info(`404 log: 50 parallel paths from one address -> ${logged.length} rows`);
    expect(logged.length).toBe(NOT_FOUND_LIMIT_PER_CLIENT.max);
  });

  it("counts repeated hits of a logged path only within the client's slot; another address counts on", async () => {
    for (let i = 0; i < 25; i++) await expectNotFoundPage("/oft-gesucht", { "cf-connecting-ip": "198.51.100.45" });
    expect(await rows("/oft-gesucht")).toEqual([{ path: "/oft-gesucht", referrer_host: "", count: NOT_FOUND_LIMIT_PER_CLIENT.max }]);
    await expectNotFoundPage("/oft-gesucht", { "cf-connecting-ip": "198.51.100.46" });
    expect((await rows("/oft-gesucht"))[0].count).toBe(NOT_FOUND_LIMIT_PER_CLIENT.max + 1);
  });

  it("takes no new row past the daily cap, from any number of addresses, but still counts paths logged that day", async () => {
    const day = berlinDay();
    const already = (await env.DB.prepare("SELECT count(*) AS n FROM not_found_log WHERE day = ?").bind(day).first<{ n: number }>())!.n;
    // fill the day up to two rows short of the cap, as many visitors would
    const fill = Array.from({ length: NOT_FOUND_NEW_ROWS_PER_DAY - already - 2 }, (_, i) => `/voll/${i}`);
    await env.DB.batch(
      fill.map((path) =>
        env.DB.prepare("INSERT INTO not_found_log (day, path, referrer_host, count) VALUES (?, ?, '', 1)").bind(day, path),
      ),
    );
    const fresh = Array.from({ length: 6 }, (_, i) => i);
    await inGroups(fresh, (i) => expectNotFoundPage(`/neu-am-tag/${i}`, { "cf-connecting-ip": `203.0.113.${10 + i}` }));
    expect((await rows("/neu-am-tag/")).length).toBe(2);
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM not_found_log WHERE day = ?").bind(day).first<{ n: number }>())!.n;
    expect(total).toBe(NOT_FOUND_NEW_ROWS_PER_DAY);
    // a path logged already that day counts on; a new referring host would be a new row and is refused
    await expectNotFoundPage("/voll/0", { "cf-connecting-ip": "203.0.113.30" });
    await expectNotFoundPage("/voll/0", { "cf-connecting-ip": "203.0.113.31", referer: "https://neu.example/x" });
    expect(await rows("/voll/0")).toEqual([{ path: "/voll/0", referrer_host: "", count: 2 }]);
  });

  it("logs nothing, and takes no slot, for paths that do not look like the site's; they still answer 404", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM rate_limits").first<{ n: number }>())!.n;
    const scans = [
      "/.env",
      "/.git/config",
      "/index.php",
      "/wp-admin/setup-config",
      "/wp-login",
      "/phpmyadmin",
      "/cgi-bin/luci",
      "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin",
      "/backup.zip",
      "/seite%3Cscript%3E",
      `/${"lang".repeat(50)}`,
      "/a/b/c/d/e",
    ];
    for (const path of scans) await expectNotFoundPage(path, { "cf-connecting-ip": "198.51.100.47" });
    const stored = (await env.DB.prepare("SELECT path FROM not_found_log").all<{ path: string }>()).results.map((r) => r.path);
    // what the earlier tests logged, and nothing of these (in whatever decoded form)
    expect(stored.filter((p) => !/^\/(ein-client|parallel|voll|neu-am-tag|oft-gesucht)\b/.test(p))).toEqual([]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM rate_limits").first<{ n: number }>())!.n).toBe(before);
  });

  it("answers the same 404 page when the log cannot be written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.prepare("ALTER TABLE not_found_log RENAME TO not_found_log_away").run();
    try {
      await expectNotFoundPage("/log-kaputt", { "cf-connecting-ip": "198.51.100.48" });
      await expectNotFoundPage("/en/log-kaputt");
    } finally {
      await env.DB.prepare("ALTER TABLE not_found_log_away RENAME TO not_found_log").run();
    }
  });
});

describe("isLoggablePath", () => {
  it("takes the site's kind of address and refuses file names, scanner targets and odd shapes", () => {
    for (const path of ["/blog/ki-im-mittelstand-2", "/en/blog/data_mesh", "/über-uns", "/leistungen/daten/plattform", "/kontakt"])
      expect(isLoggablePath(path), path).toBe(true);
    for (const path of ["/.well-known/security", "/config.json", "/wp-content/x", "/WordPress", "/a b", "/a/b/c/d/e", "/x?y", "/a//b"])
      expect(isLoggablePath(path), path).toBe(false);
    expect(isLoggablePath(`/${"a".repeat(159)}`)).toBe(true);
    expect(isLoggablePath(`/${"a".repeat(160)}`)).toBe(false);
  });
});
