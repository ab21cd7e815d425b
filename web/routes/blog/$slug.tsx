/** @file /blog/{slug}: one published post; an unknown slug renders the blog's not-found page with status 404. */
import { createFileRoute, notFound } from "@tanstack/react-router";
import { BlogPostNotFound, BlogPostPage, BlogPostPending } from "../../blog/blog-post";

export const Route = createFileRoute("/blog/$slug")({
  loader: async ({ context, params }) => {
    const post = await context.data.getBlogPost(params.slug, "de");
    if (!post) throw notFound();
    return post;
  },
  component: () => <BlogPostPage post={Route.useLoaderData()} locale="de" />,
  pendingComponent: () => <BlogPostPending locale="de" />,
  notFoundComponent: () => <BlogPostNotFound locale="de" />,
  // a failed load shows the not-found page as well (public spec 2.16)
  errorComponent: () => <BlogPostNotFound locale="de" />,
});
