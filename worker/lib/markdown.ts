/**
 * @file Markdown rendered to HTML on the server (posts, custom pages, previews), so the Markdown libraries stay out of
 * the public JS; they are loaded by the first request that renders Markdown, not at worker start (worker/lib/lazy.ts).
 */
import { lazy } from "./lazy";

const markdownHtml = lazy("markdown", () => import("./markdown-html"));

/** The renderer, once its module is loaded: `const render = await markdownRenderer(); render(source)`. */
export const markdownRenderer = async (): Promise<(source: string) => string> => (await markdownHtml()).markdownToHtml;
