/** @file The admin preview's entry to the shared Markdown rendering (common/markdown.tsx). */
export { Markdown } from "../../common/markdown";
