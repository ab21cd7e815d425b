/** The client build's entry files, provided by vite.config.ts (source paths in dev, hashed files after the build). */
declare module "virtual:client-entry" {
  export const clientAssets: {
    /** The admin area's entry. */
    scripts: string[];
    /** The one script of public pages: loads their islands (web/islands/boot.ts). */
    islandBoot: string;
    /** Chunks the boot script imports statically. */
    bootImports: string[];
    /** Per island name: the chunks its module needs (web/islands/<name>.ts). */
    islandChunks: Record<string, string[]>;
    /** Stylesheets to link (development only: the build inlines them). */
    stylesheets: string[];
    /** The text of the entry's stylesheets, by address: pages carry them inline (no render-blocking request). */
    inlineStyles: Record<string, string>;
    /** Chunks the entry imports. */
    preloads: string[];
    /** Chunks of each route's component, by route id. */
    routePreloads: Record<string, string[]>;
  };
}
