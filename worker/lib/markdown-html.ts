/** @file Markdown to HTML with the site's one Markdown rendering (common/markdown.tsx); loaded on first use by worker/lib/markdown.ts. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "../../common/markdown";

export const markdownToHtml = (source: string): string => renderToStaticMarkup(createElement(Markdown, { source }));
