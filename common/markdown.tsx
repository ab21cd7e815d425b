/**
 * @file The site's one Markdown rendering: GitHub extensions and line breaks on, raw HTML in the source dropped (no
 * rehype-raw), and react-markdown's default URL transform removes javascript:, data: and other unsafe link targets.
 * The worker turns it into HTML for posts and custom pages (worker/lib/markdown.ts); the admin preview renders it in
 * the browser. Public pages never import this, so the Markdown libraries stay out of their JavaScript.
 */
import ReactMarkdown from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

const plugins = [remarkGfm, remarkBreaks];

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
        // an unsafe image URL comes back empty from the URL transform: show nothing rather than <img src="">
        img: ({ node: _node, src, alt, ...props }) => (src ? <img src={src} alt={alt} loading="lazy" {...props} /> : null),
      }}
    >
      {source}
    </ReactMarkdown>
  );
}
