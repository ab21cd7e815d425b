/** @file /en/blog/{slug}: one published post in English where it has it; unknown slugs get the not-found page (404). */
import { createFileRoute, notFound } from "@tanstack/react-router";
import { BlogPostNotFound, BlogPostPage, BlogPostPending } from "../../../blog/blog-post";

export const Route = createFileRoute("/en/blog/$slug")({
  loader: async ({ context, params }) => {
    const post = await context.data.getBlogPost(params.slug, "en");
    if (!post) throw notFound();
    return post;
  },
  component: () => <BlogPostPage post={Route.useLoaderData()} locale="en" />,
  pendingComponent: () => <BlogPostPending locale="en" />,
  notFoundComponent: () => <BlogPostNotFound locale="en" />,
  errorComponent: () => <BlogPostNotFound locale="en" />,
});
