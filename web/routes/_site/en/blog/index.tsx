/** @file /en/blog: the published posts in English where they have it, newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { BlogListError, BlogListPage, BlogListPending } from "../../../../blog/blog-list";
import { blogListHead } from "../../../../blog/blog-head";

export const Route = createFileRoute("/_site/en/blog/")({
  loader: ({ context }) => context.data.getBlogPosts("en"),
  head: blogListHead("en"),
  component: () => <BlogListPage posts={Route.useLoaderData()} locale="en" />,
  pendingComponent: () => <BlogListPending locale="en" />,
  errorComponent: ({ reset }) => <BlogListError locale="en" onRetry={reset} />,
});
