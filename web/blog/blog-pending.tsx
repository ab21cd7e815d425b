/**
 * @file Loading states of the blog list and post (shown during client navigation). Route pendingComponents stay
 * in the main bundle, so this module is tiny and holds its two texts itself instead of importing texts.ts.
 */
import type { Locale } from "../../common/locales";

const LOADING = {
  list: { de: "Blog-Posts werden geladen...", en: "Loading blog posts..." },
  post: { de: "Blog-Post wird geladen...", en: "Loading blog post..." },
} as const;

export function BlogPending({ kind, locale }: { kind: keyof typeof LOADING; locale: Locale }) {
  return (
    <div className="blog-page">
      <div className="container blog-status" role="status">
        <span className="blog-spinner" aria-hidden="true" />
        {LOADING[kind][locale]}
      </div>
    </div>
  );
}
