/** @file Loading states of the blog list and post (shown during client navigation). */
import { useT } from "../i18n/use-t";

export function BlogPending({ kind }: { kind: "list" | "post" }) {
  const t = useT();
  return (
    <div className="blog-page">
      <div className="container blog-status" role="status">
        <span className="blog-spinner" aria-hidden="true" />
        {t(kind === "list" ? "blog.loading.list" : "blog.loading.post")}
      </div>
    </div>
  );
}
