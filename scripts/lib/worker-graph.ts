/**
 * @file The built worker's module graph (issue 32): the build writes which source modules went into which chunk and how
 * the chunks import each other (`workerGraphPlugin`, dist/consulting_site/.vite/worker-graph.json); `startupReport`
 * reads it back and tells what a new isolate evaluates before its first request (the entry chunk and every chunk it
 * imports statically, all the way down), its size, and which lazy modules (worker/lib/lazy.ts) wrongly landed in it.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { LAZY_MODULES } from "../../worker/lib/lazy.ts";

const GRAPH_FILE = ".vite/worker-graph.json";

interface ChunkNode {
  file: string;
  entry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Source modules in the chunk, relative to the project (node_modules/... for packages), with their rendered bytes. */
  modules: string[];
  moduleBytes: number[];
}

/** Writes the worker build's chunk graph next to its manifest (only for the worker environment). */
export function workerGraphPlugin(environmentName: string): Plugin {
  return {
    name: "worker-graph",
    applyToEnvironment: (environment) => environment.name === environmentName,
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: ChunkNode[] = Object.values(bundle).flatMap((file) =>
        file.type === "chunk"
          ? [
              {
                file: file.fileName,
                entry: file.isEntry,
                imports: file.imports,
                dynamicImports: file.dynamicImports,
                modules: file.moduleIds.map((id) => relative(root, id.replace(/^\0/, "")).replaceAll("\\", "/")),
                moduleBytes: file.moduleIds.map((id) => file.modules[id]?.renderedLength ?? 0),
              },
            ]
          : [],
      );
      this.emitFile({ type: "asset", fileName: GRAPH_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

export interface StartupReport {
  /** The chunks a new isolate evaluates at start (the entry and its static imports), with their sizes. */
  startup: { file: string; bytes: number; gzip: number }[];
  startupBytes: number;
  startupGzip: number;
  /** Every chunk of the worker, gzip (what is uploaded). */
  totalGzip: number;
  /** The entry chunk alone, gzip. */
  entryGzip: number;
  /** Lazy modules found in a startup chunk: name -> the offending source modules. */
  lazyInStartup: Record<string, string[]>;
  /** Lazy modules whose code the build did not contain at all (a pattern that no longer matches anything). */
  lazyMissing: string[];
}

/** Reads the graph of a built worker (`dir`: the worker's build output) and sums up its start. */
export function startupReport(dir = "dist/consulting_site"): StartupReport {
  const chunks: ChunkNode[] = JSON.parse(readFileSync(join(dir, GRAPH_FILE), "utf8"));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const entry = chunks.find((c) => c.entry);
  if (!entry) throw new Error(`${dir}: the worker graph has no entry chunk`);
  const reached = new Set<string>();
  const queue = [entry.file];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    // (imports of the runtime, node:* and cloudflare:*, are no chunks)
    queue.push(...(byFile.get(file)?.imports ?? []).filter((f) => byFile.has(f)));
  }
  const size = (file: string) => {
    const bytes = readFileSync(join(dir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
  };
  const startup = [...reached].map(size).sort((a, b) => b.gzip - a.gzip);
  const startupModules = [...reached].flatMap((f) => byFile.get(f)!.modules);
  const allModules = chunks.flatMap((c) => c.modules);
  const lazyInStartup: Record<string, string[]> = {};
  const lazyMissing: string[] = [];
  for (const [name, patterns] of Object.entries(LAZY_MODULES)) {
    const matches = (m: string) => patterns.some((p) => p.test(m));
    const wrong = startupModules.filter(matches);
    if (wrong.length) lazyInStartup[name] = wrong;
    if (!allModules.some(matches)) lazyMissing.push(name);
  }
  return {
    startup,
    startupBytes: startup.reduce((s, c) => s + c.bytes, 0),
    startupGzip: startup.reduce((s, c) => s + c.gzip, 0),
    totalGzip: chunks.reduce((s, c) => s + size(c.file).gzip, 0),
    entryGzip: size(entry.file).gzip,
    lazyInStartup,
    lazyMissing,
  };
}
