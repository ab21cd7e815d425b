/** @file Post Markdown rendered to HTML on the server, so the markdown libraries stay out of the public client bundle. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "../../web/components/markdown";

export function renderMarkdown(source: string): string {
  return renderToStaticMarkup(createElement(Markdown, { source }));
}
