/**
 * @file `npm run export` reads tables in pages (issue 43: whole tables through one 1 MiB buffer ended it at ~200
 * posts with `spawnSync wrangler ENOBUFS`): 1,000 posts come from a fake wrangler that answers one page per call.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { runWithStubWrangler } from "./wrangler-stub.ts";

it("exports 1,000 posts in pages of 500 rows, with a progress line per table", () => {
  const out = join(mkdtempSync(join(tmpdir(), "export-")), "content.json");
  const run = runWithStubWrangler("scripts/export.ts", ["--remote", "--out", out], { STUB_TABLE: "blog_posts", STUB_ROWS: "1000" });
  expect(run.status, run.stderr).toBe(0);
  const doc = JSON.parse(readFileSync(out, "utf8")) as { content: Record<string, { id: number }[]> };
  expect(doc.content.blog_posts.map((r) => r.id)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  const postReads = run.calls.map((c) => c.at(-1) ?? "").filter((sql) => sql.includes('FROM "blog_posts"'));
  expect(postReads).toEqual([0, 500, 1000].map((offset) => `SELECT * FROM "blog_posts" ORDER BY rowid LIMIT 500 OFFSET ${offset}`));
  // every read is paged: no call asks for a whole table
  for (const call of run.calls.filter((c) => c.includes("--command") && c.at(-1)?.startsWith("SELECT *")))
    expect(call.at(-1)).toMatch(/LIMIT 500 OFFSET \d+$/);
  expect(run.stderr).toMatch(/ {2}blog_posts: 1000 rows\n/);
  expect(run.stderr).toMatch(/ {2}events: 0 rows\n/);
});
