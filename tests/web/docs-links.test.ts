/**
 * @file The documentation stays true to the repository: in README.md and every Markdown file under docs/, each
 * relative link reaches a file that exists, each `#anchor` names a heading of its target (GitHub's slugs), each
 * `npm run <script>` (and `npm start` / `npm test`) names a script of package.json, and each repository path written
 * as inline code exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** README.md and every Markdown file under docs/, as paths relative to the repository root. */
function docFiles(): string[] {
  const found = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) found.push(path);
    }
  };
  walk("docs");
  return found;
}

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The text outside fenced code blocks (a `# comment` in a shell block is no heading, a `[x](y)` in it no link). */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");

/** The text outside fenced code blocks and inline code spans. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, "");

/** GitHub's anchor of a heading: its text lowercased, punctuation dropped except '-' and '_', spaces to '-'. */
function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // a link shows its text
    .replace(/[`*]/g, ""); // code and emphasis marks are not part of the text
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown file's headings; a repeated heading gets -1, -2, ... as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The targets of the inline Markdown links `[text](target)` in a file's prose. */
const linkTargets = (markdown: string) => [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);

/** What is wrong with the links of one file, as readable lines (empty when every link holds). */
function brokenLinks(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...: not part of the repository
    const [pathPart, anchor] = target.split("#", 2);
    const targetFile = pathPart ? relative(ROOT, resolve(ROOT, dirname(file), decodeURI(pathPart))) : file;
    if (targetFile.startsWith("..") || !existsSync(join(ROOT, targetFile))) {
      problems.push(`${file}: link to ${target}: ${targetFile} does not exist in the repository`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!targetFile.endsWith(".md") || !statSync(join(ROOT, targetFile)).isFile())
      problems.push(`${file}: link to ${target}: anchors only work into Markdown files`);
    else if (!anchorsOf(read(targetFile)).has(anchor))
      problems.push(`${file}: link to ${target}: no heading with the anchor #${anchor} in ${targetFile}`);
  }
  return problems;
}

const SCRIPTS: Record<string, string> = JSON.parse(read("package.json")).scripts;

/** The repository's top-level folders and files: inline code that starts with one of them names a repository path. */
const TOP_LEVEL = readdirSync(ROOT).filter((name) => !["node_modules", "dist", ".git", ".wrangler"].includes(name));

describe("the documentation", () => {
  const files = docFiles();

  it("covers the README and the docs folder", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/operations.md");
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)("%s: every relative link reaches a file, every #anchor a heading", (file) => {
    expect(brokenLinks(file, read(file))).toEqual([]);
  });

  it.each(files)("%s: every npm script it names is in package.json", (file) => {
    const text = read(file);
    const named = [
      ...[...text.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]),
      ...[...text.matchAll(/\bnpm (start|test)\b/g)].map((m) => m[1]),
    ];
    expect(named.filter((name) => !(name in SCRIPTS))).toEqual([]);
  });

  it.each(files)("%s: every repository path in inline code exists", (file) => {
    const text = withoutFences(read(file));
    // a path the text tells the reader to create (a recipe's new files) need not exist: "create `a` ... and `b`"
    const toCreate = (index: number) => /\bcreate\b[^.;:]*$/.test(text.slice(Math.max(0, index - 120), index).replace(/\n/g, " "));
    const spans = [...text.matchAll(/`([^`\n]+)`/g)].filter((m) => !toCreate(m.index)).map((m) => m[1]);
    const paths = spans.filter((span) => {
      if (/[\s<>*]|\.\.\./.test(span)) return false; // commands, placeholders and globs
      const first = span.split("/")[0];
      return TOP_LEVEL.includes(first) && (span.includes("/") || span.includes("."));
    });
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

describe("the link check itself", () => {
  it("makes GitHub's anchors", () => {
    expect(slug("Proof: attack, fault, budgets, load, bench")).toBe("proof-attack-fault-budgets-load-bench");
    expect(slug("Two-factor sign-in (TOTP)")).toBe("two-factor-sign-in-totp");
    expect(slug("`npm run bench` and `X-Cache`")).toBe("npm-run-bench-and-x-cache");
    expect(slug("Meine Sitzungen: Überall abmelden")).toBe("meine-sitzungen-überall-abmelden");
  });

  it("reports a missing file, a missing anchor and nothing for a good link", () => {
    expect(brokenLinks("docs/b.md", "[gone](nowhere.md)")).toEqual([
      "docs/b.md: link to nowhere.md: docs/nowhere.md does not exist in the repository",
    ]);
    expect(brokenLinks("README.md", "[a](docs/proof.md#no-such-heading)")).toEqual([
      "README.md: link to docs/proof.md#no-such-heading: no heading with the anchor #no-such-heading in docs/proof.md",
    ]);
    expect(brokenLinks("README.md", "[a](docs/proof.md#bench) `[not a link](nowhere.md)` [web](https://example.com)")).toEqual([]);
  });
});
