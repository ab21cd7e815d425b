/**
 * @file The pages' hero illustrations as SVG markup, for drawing them inline (issue 47): an illustration fetched as a
 * high-priority image made the largest text of a phone page wait in Lighthouse's model for one more request (LCP
 * 1.07 s on /en against 0.85 s first paint). Thirteen files, 3.6 KB gzip together; none uses an id, so two on one page
 * cannot clash.
 */
const files = import.meta.glob<string>("../../public/img/illustrations/*.svg", { query: "?raw", import: "default", eager: true });

const bySrc = new Map(Object.entries(files).map(([path, svg]) => [`/img/illustrations/${path.split("/").pop()}`, svg]));

/** The markup of the illustration at `src` (a path under /img/illustrations/), or undefined for any other picture. */
export const inlineIllustration = (src: string): string | undefined => bySrc.get(src);
