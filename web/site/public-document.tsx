/**
 * @file The HTML document of a public page (issue 47): head tags (the site's, then the page's: a page's title, name or
 * property replaces the site's), the stylesheet inline, the consent pre-paint script, Speculation Rules, the site shell
 * around the page's content and the inline script that starts web/islands/boot.ts after the first paint. Rendered on the
 * server only; nothing of it is hydrated.
 */
import type { ReactNode } from "react";
import { COMPANY } from "../../common/site";
import { CONSENT_PRE_PAINT_SCRIPT } from "../consent/consent";
import { localeFromPath } from "../i18n/locale";
import { PageProvider, type PageState } from "./page-context";
import type { HeadTags } from "./public-pages";
import { SiteShell } from "./shell/site-shell";

type Meta = Record<string, unknown>;

/** `<` escaped, so no text inside the data can close the script element. */
const jsonText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** Which earlier tag a meta entry replaces: the title, or one with the same name or property. */
const metaKey = (meta: Meta) =>
  "title" in meta
    ? "title"
    : typeof meta.name === "string"
      ? `name:${meta.name}`
      : typeof meta.property === "string"
        ? `property:${meta.property}`
        : undefined;

/**
 * The layers' meta tags, a later layer's tags replacing an earlier layer's of the same name or property (in the first
 * one's place); within one layer every tag stays, so a post's several `article:tag` all survive (issue 42).
 */
export function mergedMeta(...layers: Meta[][]): Meta[] {
  let merged: Meta[] = [];
  for (const layer of layers) {
    const byKey = new Map<string, Meta[]>();
    for (const meta of layer) {
      const key = metaKey(meta);
      if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), meta]);
    }
    const placed = new Set<string>();
    const next: Meta[] = [];
    for (const meta of merged) {
      const key = metaKey(meta);
      if (key === undefined || !byKey.has(key)) next.push(meta);
      else if (!placed.has(key)) {
        placed.add(key);
        next.push(...(byKey.get(key) ?? []));
      }
    }
    for (const meta of layer) {
      const key = metaKey(meta);
      if (key === undefined || !placed.has(key)) next.push(meta);
    }
    merged = next;
  }
  return merged;
}

/** An inline script or style whose text the server writes itself: its own code, JSON with `<` escaped, the stylesheet. */
function Inline({ tag: Tag, text, type }: { tag: "script" | "style"; text: string; type?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: never visitor input (see above); React would escape the code
  return <Tag type={type} dangerouslySetInnerHTML={{ __html: text }} />;
}

function MetaTag({ meta }: { meta: Meta }) {
  if ("title" in meta) return <title>{String(meta.title)}</title>;
  if ("script:ld+json" in meta) return <Inline tag="script" type="application/ld+json" text={jsonText(meta["script:ld+json"])} />;
  return <meta {...(meta as Record<string, string>)} />;
}

/**
 * Links to other public pages are fetched when the pointer rests on them (or a finger touches them) and the main
 * navigation's pages are prerendered then, so the next page shows at once without a client router; the admin area,
 * the API, previews and files are left out.
 */
const SPECULATION_RULES = (() => {
  const publicLinks = {
    and: [
      { href_matches: "/*" },
      { not: { href_matches: ["/admin", "/admin/*", "/api/*", "/blog/preview/*", "/media/*", "/*.xml", "/*.txt"] } },
    ],
  };
  return jsonText({
    prefetch: [{ where: publicLinks, eagerness: "moderate" }],
    prerender: [{ where: { and: [publicLinks, { selector_matches: ".nav a, .top-bar__lang" }] }, eagerness: "moderate" }],
  });
})();

export interface DocumentProps {
  page: PageState;
  head: { meta: Meta[]; links: HeadTags["links"] };
  /** Stylesheet texts, inline (no render-blocking request); in development, addresses to link instead. */
  styles: { inline: string[]; linked: string[] };
  /** The inline script that starts the islands' boot script. */
  startScript: string;
  children: ReactNode;
}

export function PublicDocument({ page, head, styles, startScript, children }: DocumentProps) {
  return (
    <html lang={localeFromPath(page.path)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={COMPANY.themeColor} />
        {/* hides the server-rendered cookie banner before the first paint when a choice is stored */}
        <Inline tag="script" text={CONSENT_PRE_PAINT_SCRIPT} />
        {head.meta.map((meta, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server
          <MetaTag key={i} meta={meta} />
        ))}
        {(head.links ?? []).map((link) => (
          <link key={`${link.rel}:${link.hrefLang ?? ""}:${link.href}`} {...link} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.inline.map((css, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server
          <Inline key={i} tag="style" text={css} />
        ))}
        {styles.linked.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <Inline tag="script" type="speculationrules" text={SPECULATION_RULES} />
        {/* without scripts: no consent to ask for, and the brand font at once (worker/lib/client-start.ts starts it otherwise) */}
        <noscript>
          <style>{".cookie-banner{display:none}:root{--font-sans:var(--font-brand)}"}</style>
        </noscript>
      </head>
      <body data-analytics-tag={page.site.config.analyticsTagId || undefined}>
        <PageProvider page={page}>
          <SiteShell>{children}</SiteShell>
        </PageProvider>
        <Inline tag="script" text={startScript} />
      </body>
    </html>
  );
}
