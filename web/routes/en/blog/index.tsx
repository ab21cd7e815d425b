/** @file /en/blog: the published posts in English where they have it, newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { BlogListError, BlogListPage, BlogListPending } from "../../../blog/blog-list";

export const Route = createFileRoute("/en/blog/")({
  loader: ({ context }) => context.data.getBlogPosts("en"),
  component: () => <BlogListPage posts={Route.useLoaderData()} locale="en" />,
  pendingComponent: () => <BlogListPending locale="en" />,
  errorComponent: ({ reset }) => <BlogListError locale="en" onRetry={reset} />,
});
