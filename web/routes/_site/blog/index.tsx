/** @file /blog: the published posts, newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { blogListHead } from "../../../blog/blog-head";
import { BlogListError, BlogListPage } from "../../../blog/blog-list";
import { BlogPending } from "../../../blog/blog-pending";

export const Route = createFileRoute("/_site/blog/")({
  loader: ({ context }) => context.data.getBlogPosts("de"),
  head: blogListHead("de"),
  component: () => <BlogListPage posts={Route.useLoaderData()} locale="de" />,
  pendingComponent: () => <BlogPending kind="list" />,
  errorComponent: ({ reset }) => <BlogListError onRetry={reset} />,
});
