/** @file /blog and /en/blog: the published posts (English where they have it), newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { blogListHead } from "../../../../blog/blog-head";
import { BlogListError, BlogListPage } from "../../../../blog/blog-list";
import { BlogPending } from "../../../../blog/blog-pending";
import { localeOf } from "../../../../i18n/locale";

export const Route = createFileRoute("/_site/{-$locale}/blog/")({
  loader: ({ context, params }) => context.data.getBlogPosts(localeOf(params)),
  head: blogListHead,
  component: Page,
  pendingComponent: () => <BlogPending kind="list" />,
  errorComponent: ({ reset }) => <BlogListError onRetry={reset} />,
});

function Page() {
  return <BlogListPage posts={Route.useLoaderData()} locale={localeOf(Route.useParams())} />;
}
