/**
 * @file The site's one Markdown rendering: GitHub extensions and line breaks on, raw HTML in the source dropped (no
 * rehype-raw), and react-markdown's default URL transform removes javascript:, data: and other unsafe link targets.
 * The worker turns it into HTML for posts and custom pages (worker/lib/markdown.ts); the admin preview renders it in
 * the browser. Public pages never import this, so the Markdown libraries stay out of their JavaScript.
 */
import ReactMarkdown from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

import { responsiveSource } from "./media";

const plugins = [remarkGfm, remarkBreaks];
/** The width a picture in a post or page takes: the text column (web/blog/blog.css), the screen less its margins below. */
const PROSE_SIZES = "(min-width: 800px) 768px, calc(100vw - 2rem)";

export function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={plugins}
      skipHtml
      components={{
        // links leave the site in a new tab without handing it our window
        a: ({ node: _node, href, ...props }) =>
          href && /^https?:\/\//i.test(href) ? (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...props} />
          ) : (
            <a href={href} {...props} />
          ),
        // an unsafe image URL comes back empty from the URL transform: show nothing rather than <img src="">; a library
        // picture gets its resized copies like every other picture of the site, and a broken one is hidden on public
        // pages (web/islands/boot.ts), as the specification asks (issue 42)
        img: ({ node: _node, src, alt, ...props }) =>
          typeof src === "string" && src ? (
            <img {...props} {...responsiveSource(src, PROSE_SIZES)} alt={alt ?? ""} loading="lazy" decoding="async" data-hide-broken="" />
          ) : null,
      }}
    >
      {source}
    </ReactMarkdown>
  );
}
