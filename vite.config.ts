/** @file Vite: client bundle + the worker (Cloudflare plugin) + TanStack Router file routes. */

import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { createRouterPluginContext } from "@tanstack/router-plugin/context";
import { tanStackRouterCodeSplitter, tanstackRouterGenerator } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { devSiteUrl } from "./scripts/lib/local-env.ts";
import { workerGraphPlugin } from "./scripts/lib/worker-graph";

const CLIENT_ENTRY = "web/client.tsx";
/** The one script of public pages (issue 47): loads their islands. */
const ISLAND_BOOT = "web/islands/boot.ts";
const GLOBAL_STYLES = "web/styles/global.css";
const ROUTES = {
  target: "react",
  autoCodeSplitting: true,
  routesDirectory: "./web/routes",
  generatedRouteTree: "./web/routeTree.gen.ts",
} as const;
const routerFiles = createRouterPluginContext();
const ADMIN_ROUTE = /^\/admin(\/|$)/;
const ADMIN_SPLIT = ["component", "errorComponent", "notFoundComponent", "pendingComponent"] as const;
const MANIFEST = "dist/client/.vite/manifest.json";

/** TanStack's route id of a route file (path under web/routes, without .tsx): `admin/route` -> `/admin`, `blog/preview.$token` -> `/blog/preview/$token`. */
function routeIdOf(file: string): string {
  const path = `/${file.replace(/\./g, "/")}`;
  if (path.endsWith("/route")) return path.slice(0, -"/route".length);
  if (path.endsWith("/index")) return path.slice(0, -"index".length);
  return path;
}

/**
 * Gives the worker the client entry's files (source paths in dev, hashed files after the client build), and the
 * chunks each route's component needs, which the server lists as modulepreload links so the browser fetches them
 * in parallel instead of discovering them import by import.
 */
function clientEntry(): Plugin {
  const id = "virtual:client-entry";
  let command = "serve";
  return {
    name: "client-entry",
    configResolved(config) {
      command = config.command;
    },
    resolveId(source) {
      if (source === id) return `\0${id}`;
    },
    load(source) {
      if (source !== `\0${id}`) return;
      if (command === "serve")
        return `export const clientAssets = ${JSON.stringify({
          scripts: ["/@vite/client", `/${CLIENT_ENTRY}`],
          islandBoot: `/${ISLAND_BOOT}`,
          bootImports: [],
          islandChunks: {},
          inlineStyles: {},
          stylesheets: [`/${GLOBAL_STYLES}`],
          preloads: [],
          routePreloads: {},
        })};`;
      const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }> = JSON.parse(
        fs.readFileSync(MANIFEST, "utf8"),
      );
      const entry = manifest[CLIENT_ENTRY];
      // the files a chunk imports statically, all the way down: the browser would find them one round trip at a time
      const closure = (keys: string[], seen = new Set<string>([CLIENT_ENTRY])): string[] =>
        keys.flatMap((key) => {
          if (seen.has(key)) return [];
          seen.add(key);
          return [`/${manifest[key].file}`, ...closure(manifest[key].imports ?? [], seen)];
        });
      const entrySeen = new Set<string>([CLIENT_ENTRY]);
      const preloads = closure(entry.imports ?? [], entrySeen);
      // per island (web/islands/<name>.ts[x], imported by the boot script on demand): the files its module needs
      const boot = manifest[ISLAND_BOOT];
      const bootSeen = new Set<string>([ISLAND_BOOT]);
      const bootImports = closure(boot.imports ?? [], bootSeen);
      const islandChunks: Record<string, string[]> = {};
      for (const key of boot.dynamicImports ?? []) {
        const island = /^web\/islands\/([\w-]+)\.tsx?$/.exec(key);
        if (island) islandChunks[island[1]] = closure([key], new Set(bootSeen));
      }
      const routePreloads: Record<string, string[]> = {};
      for (const key of Object.keys(manifest)) {
        const match = /^web\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
        // (what the entry already loads is listed once, on the root route)
        if (match) routePreloads[routeIdOf(match[1])] = closure([key], new Set(entrySeen));
      }
      return `export const clientAssets = ${JSON.stringify({
        scripts: [`/${entry.file}`],
        islandBoot: `/${boot.file}`,
        bootImports,
        islandChunks,
        stylesheets: [],
        // pages carry their stylesheet inline: no render-blocking request before the first paint
        inlineStyles: Object.fromEntries((entry.css ?? []).map((f: string) => [`/${f}`, fs.readFileSync(`dist/client/${f}`, "utf8")])),
        preloads,
        routePreloads,
      })};`;
    },
  };
}

const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps every lazy import of the browser build in its preload helper (~0.8 KB gzip in the entry chunk), which
 * would add <link modulepreload> tags (off: `modulePreload: false`, the router preloads route chunks itself) and
 * CSS files of lazy chunks. No lazy chunk imports CSS (the admin area links its stylesheets: web/admin/shell/
 * admin-root.tsx), so the helper only calls the import: it is replaced by that call, and the build fails if a lazy
 * chunk starts to need CSS (its stylesheet would silently never load).
 */
function plainLazyImports(): Plugin {
  return {
    name: "plain-lazy-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id === PRELOAD_HELPER) return "export const __vitePreload = (load) => load();";
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        if (file.code.includes("__vite__mapDeps"))
          this.error(`${file.fileName}: a lazy import needs CSS; link the stylesheet (as web/admin/shell/admin-root.tsx does)`);
        // with the helper replaced, a CSS import in a lazy chunk is written to dist and linked by nothing
        const css = [...(file.viteMetadata?.importedCss ?? [])];
        if (!file.isEntry && css.length)
          this.error(
            `${file.fileName} imports ${css.join(", ")}, which nothing links: import it with ?url and render a <link rel="stylesheet">`,
          );
      }
    },
  };
}

/** The router's server render (the admin area and previews) streams. */
const RENDERS_WITH_STREAMS = /node_modules[\\/]@tanstack[\\/]react-router[\\/]/;
const reactDomServer = (file: string) => fileURLToPath(new URL(`./node_modules/react-dom/cjs/${file}`, import.meta.url));
const STREAMING_RENDERER = reactDomServer("react-dom-server.edge.production.js");
const STRING_RENDERER = reactDomServer("react-dom-server-legacy.browser.production.js");

/**
 * `react-dom/server` on workerd is both of React's renderers (~100 KB minified each), while each importer uses one:
 * the router's server render streams (renderToReadableStream, loaded with the admin area), public pages and the
 * Markdown renderer render to a string (renderToString, renderToStaticMarkup). Each gets its own (issue 32, 47).
 */
function oneRendererPerImporter(): Plugin {
  return {
    name: "one-react-renderer-per-importer",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "consulting_site",
    resolveId(source, importer) {
      if (source !== "react-dom/server" || !importer) return;
      return RENDERS_WITH_STREAMS.test(importer) ? STREAMING_RENDERER : STRING_RENDERER;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    // the route tree generator and two code splitters sharing its knowledge of the route files (routerFiles)
    tanstackRouterGenerator(ROUTES, routerFiles),
    // the browser: every route's components in chunks of their own, loaded when a route matches
    tanStackRouterCodeSplitter({ ...ROUTES, plugin: { vite: { environmentName: "client" } } }, routerFiles),
    // the worker: only the admin routes' components (never rendered on the server: `ssr: false`) go into chunks of
    // their own, which the worker never loads; the preview routes stay in the router's chunk
    tanStackRouterCodeSplitter(
      {
        ...ROUTES,
        plugin: { vite: { environmentName: "consulting_site" } },
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (ADMIN_ROUTE.test(routeId) ? [ADMIN_SPLIT] : []) },
      },
      routerFiles,
    ),
    react(),
    // dev only: SITE_URL follows PORT; the build keeps wrangler.toml's vars (npm start and the deploy set their own)
    cloudflare(command === "serve" ? { config: (worker) => ({ vars: { ...worker.vars, SITE_URL: devSiteUrl() } }) } : {}),
    clientEntry(),
    plainLazyImports(),
    // what a new isolate evaluates at start: read by the budgets test and the bench (issue 32)
    workerGraphPlugin("consulting_site"),
    oneRendererPerImporter(),
  ],
  // what TanStack's composed plugin would define; the client overrides it (below)
  define: {
    "process.env.TSS_INLINE_CSS_ENABLED": JSON.stringify("false"),
    "import.meta.env.TSS_INLINE_CSS_ENABLED": JSON.stringify("false"),
  },
  environments: {
    // the worker minified (issue 32): a new isolate parses and compiles ~half the bytes before its first request;
    // function and class names stay (the cron log names its job by `job.name`, stack traces stay readable)
    consulting_site: {
      build: {
        minify: true,
        rolldownOptions: {
          output: { minify: { compress: { keepNames: { function: true, class: true } }, mangle: { keepNames: true } } },
        },
      },
    },
    client: {
      // the router's inline stylesheet (worker/ssr.tsx): the browser keeps the server's <style> as it hydrates
      define: { "process.env.TSS_INLINE_CSS_ENABLED": JSON.stringify("true") },
      build: {
        manifest: true,
        // route chunks are preloaded by the router itself; Vite's preload helper would only add bytes to every page
        modulePreload: false,
        // the admin area's app, and the islands' boot script of public pages: they share no code but what both import
        rollupOptions: { input: [CLIENT_ENTRY, ISLAND_BOOT] },
      },
    },
  },
  builder: {
    // the worker build reads the client manifest, so the client is built first
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.consulting_site);
      // needed only by the worker build; must not be published as a static file
      fs.rmSync("dist/client/.vite", { recursive: true, force: true });
    },
  },
}));
