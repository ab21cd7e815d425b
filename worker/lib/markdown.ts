/** @file Markdown rendered to HTML on the server (posts, custom pages), so the Markdown libraries stay out of the public JS. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "../../common/markdown";

export function renderMarkdown(source: string): string {
  return renderToStaticMarkup(createElement(Markdown, { source }));
}
