/**
 * @file A Vite plugin for the worker tests: the code's own `import("…")` calls become modules loaded with the file.
 *
 * In production a dynamic import of a bundled module does no I/O. Under the workerd test pool every `import()` goes
 * to vitest through the runner object, and Vite's module runner shares an in-flight import between its callers. The
 * first passkey import of a run happened inside 10 parallel requests (tests/worker/attack-bursts.test.ts): it stalled,
 * workerd cancelled the requests as hung, and when the import completed seconds later their code went on inside
 * another file's request ("Cannot perform I/O on behalf of a different request"). vitest's reports of those errors
 * were lost on the way out, and it waited for them forever after every file had passed (about 1 unit run in 4).
 * Loaded with their importer, these modules are in place before any request. What stays out of a new isolate's start
 * is checked where it is decided: which lazy module a request asks for (tests/worker/lazy-modules.test.ts) and the
 * built worker's module graph (tests/e2e/budgets.test.ts).
 */
import type { Plugin } from "vite";

/** `import("specifier")` with a string literal; `import(variable)` and template strings stay as they are. */
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"'`]+)\1\s*\)/g;
const ROOT = process.cwd();

/** The code under test: not the tests (their imports run outside any request) and not dependencies. */
const isCodeUnderTest = (id: string) =>
  ["worker", "web", "common"].some((dir) => id.startsWith(`${ROOT}/${dir}/`)) && /\.tsx?$/.test(id) && !id.includes("/node_modules/");

/** A match in a comment (`// …`, or a ` * …` line of a doc comment) is text, not a call. */
function inComment(code: string, at: number) {
  const line = code.slice(code.lastIndexOf("\n", at) + 1, at);
  return line.includes("//") || /^\s*\*/.test(line);
}

export function eagerImports(): Plugin {
  return {
    name: "eager-dynamic-imports",
    enforce: "post",
    transform(code, id) {
      if (!isCodeUnderTest(id)) return undefined;
      const specifiers: string[] = [];
      const replaced = code.replace(DYNAMIC_IMPORT, (call: string, _quote: string, specifier: string, at: number) => {
        if (inComment(code, at)) return call;
        let index = specifiers.indexOf(specifier);
        if (index === -1) index = specifiers.push(specifier) - 1;
        return `Promise.resolve(__eagerImport${index})`;
      });
      if (specifiers.length === 0) return undefined;
      const imports = specifiers.map((s, i) => `import * as __eagerImport${i} from ${JSON.stringify(s)};`).join("");
      // on the first line, so the other lines keep their numbers
      return { code: imports + replaced, map: null };
    },
  };
}
