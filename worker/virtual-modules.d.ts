/** The client build's entry files, provided by vite.config.ts (source paths in dev, hashed files after the build). */
declare module "virtual:client-entry" {
  export const clientAssets: {
    scripts: string[];
    /** The text of the entry's stylesheets, by address: pages carry them inline (no render-blocking request). */
    inlineStyles: Record<string, string>;
    /** Chunks the entry imports. */
    preloads: string[];
    /** Chunks of each route's component, by route id. */
    routePreloads: Record<string, string[]>;
  };
}
