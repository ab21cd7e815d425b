/** @file /blog: the published posts, newest first. */
import { createFileRoute } from "@tanstack/react-router";
import { BlogListError, BlogListPage, BlogListPending } from "../../blog/blog-list";

export const Route = createFileRoute("/blog/")({
  loader: ({ context }) => context.data.getBlogPosts("de"),
  component: () => <BlogListPage posts={Route.useLoaderData()} locale="de" />,
  pendingComponent: () => <BlogListPending locale="de" />,
  errorComponent: ({ reset }) => <BlogListError locale="de" onRetry={reset} />,
});
