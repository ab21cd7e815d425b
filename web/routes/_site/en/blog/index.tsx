/** @file /en/blog: the published posts in English where they have it, newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { blogListHead } from "../../../../blog/blog-head";
import { BlogListError, BlogListPage } from "../../../../blog/blog-list";
import { BlogPending } from "../../../../blog/blog-pending";

export const Route = createFileRoute("/_site/en/blog/")({
  loader: ({ context }) => context.data.getBlogPosts("en"),
  head: blogListHead("en"),
  component: () => <BlogListPage posts={Route.useLoaderData()} locale="en" />,
  pendingComponent: () => <BlogPending kind="list" />,
  errorComponent: ({ reset }) => <BlogListError onRetry={reset} />,
});
