/**
 * @file `npm run restore -- --env staging` and `npm run import -- --env staging` touch only staging (issue 43): run
 * against a fake wrangler that records every call, no call names production's database or buckets and every call
 * carries `--env staging` or a staging name.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildContentExport, CONTENT_EXPORT_TABLES } from "../../common/content-export.ts";
import { runWithStubWrangler } from "./wrangler-stub.ts";

const PRODUCTION = ["consulting-site-db", "consulting-site-media", "consulting-site-backups"];
const STAGING = ["consulting-site-db-staging", "consulting-site-media-staging", "consulting-site-backups-staging"];

/** A small archive in the download's format: one table with two rows and one media file. */
function archiveFile(): string {
  const rows = [
    { id: 1, title: "a" },
    { id: 2, title: "b" },
  ].map((r) => JSON.stringify(r));
  const data = Buffer.from("picture bytes");
  const manifest = {
    type: "manifest",
    format: "consulting-site-backup",
    version: 1,
    backup_id: "2026-11-26T03-15-00-000Z",
    schema_version: null,
    tables: [
      {
        name: "posts",
        rows: 2,
        sha256: createHash("sha256")
          .update(rows.map((r) => `${r}\n`).join(""))
          .digest("hex"),
      },
    ],
    media: [{ key: "a.png", sha256: createHash("sha256").update(data).digest("hex"), size: data.length, content_type: "image/png" }],
  };
  const lines = [
    JSON.stringify(manifest),
    JSON.stringify({ type: "table", name: "posts", rows: 2 }),
    ...rows,
    JSON.stringify({ type: "media", ...manifest.media[0], data: data.toString("base64") }),
  ];
  const file = join(mkdtempSync(join(tmpdir(), "archive-")), "backup.ndjson.gz");
  writeFileSync(file, gzipSync(`${lines.join("\n")}\n`));
  return file;
}

function expectOnlyStaging(calls: string[][]) {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    const words = call.flatMap((a) => a.split("/"));
    for (const name of PRODUCTION) expect(words, call.join(" ")).not.toContain(name);
    const staging = call.join(" ").includes("--env staging") || words.some((w) => STAGING.includes(w));
    expect(staging, call.join(" ")).toBe(true);
  }
}

describe("--env staging", () => {
  it("restore touches only staging's database and media bucket", () => {
    const run = runWithStubWrangler("scripts/restore.ts", [archiveFile(), "--env", "staging"]);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stderr).toMatch(/table posts: 2 rows[\s\S]*putting media 1\/1: a.png/);
    expect(run.status).toBe(0);
    expectOnlyStaging(run.calls);
    expect(run.calls.map((c) => c.slice(0, 3).join(" "))).toEqual([
      "d1 migrations apply",
      "d1 execute DB",
      "d1 execute DB",
      "d1 execute DB",
      "r2 object put",
    ]);
    expect(run.calls.at(-1)?.[3]).toBe("consulting-site-media-staging/a.png");
    expect(run.stdout).toMatch(/remote \(staging\)/);
  });

  it("restore by backup id reads staging's backup bucket", () => {
    const run = runWithStubWrangler("scripts/restore.ts", ["2026-11-26T03-15-00-000Z", "--env", "staging"]);
    // the stub has no such object: the restore stops after asking staging's bucket for the manifest
    expect(run.status).toBe(2);
    expect(run.calls).toEqual([
      [
        "r2",
        "object",
        "get",
        "consulting-site-backups-staging/backups/2026-11-26T03-15-00-000Z/manifest.json",
        "--remote",
        "--env",
        "staging",
        "--pipe",
      ],
    ]);
  });

  it("import touches only staging's database", () => {
    const empty = Object.fromEntries(CONTENT_EXPORT_TABLES.map((t) => [t, []])) as unknown as Parameters<typeof buildContentExport>[0];
    const file = join(mkdtempSync(join(tmpdir(), "import-")), "content.json");
    writeFileSync(file, JSON.stringify(buildContentExport(empty, null, new Date())));
    const run = runWithStubWrangler("scripts/import.ts", [file, "--env", "staging"]);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
    expectOnlyStaging(run.calls);
    expect(run.calls.map((c) => c.slice(0, 3).join(" "))).toEqual(["d1 migrations apply", "d1 execute DB", "d1 execute DB"]);
  });

  it("without --env the same restore names production (the stub sees the difference)", () => {
    const run = runWithStubWrangler("scripts/restore.ts", [archiveFile(), "--remote"]);
    expect(run.status).toBe(0);
    expect(run.calls.at(-1)?.[3]).toBe("consulting-site-media/a.png");
    expect(run.calls.some((c) => c.includes("--env"))).toBe(false);
  });

  it("an environment wrangler.toml does not define is refused before any call", () => {
    const run = runWithStubWrangler("scripts/restore.ts", [archiveFile(), "--env", "stagign"]);
    expect(run.status).toBe(2);
    expect(run.calls).toEqual([]);
  });
});
