/** @file /blog: the published posts, newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { BlogListError, BlogListPage, BlogListPending } from "../../../blog/blog-list";
import { blogListHead } from "../../../blog/blog-head";

export const Route = createFileRoute("/_site/blog/")({
  loader: ({ context }) => context.data.getBlogPosts("de"),
  head: blogListHead("de"),
  component: () => <BlogListPage posts={Route.useLoaderData()} locale="de" />,
  pendingComponent: () => <BlogListPending locale="de" />,
  errorComponent: ({ reset }) => <BlogListError locale="de" onRetry={reset} />,
});
