/** @file /blog/{slug}: one published post; an unknown slug renders the blog's not-found page with status 404. */
import { createFileRoute, notFound } from "@tanstack/react-router";
import { blogPostHead } from "../../../blog/blog-head";
import { BlogPending } from "../../../blog/blog-pending";
import { BlogPostNotFound, BlogPostPage } from "../../../blog/blog-post";

export const Route = createFileRoute("/_site/blog/$slug")({
  loader: async ({ context, params }) => {
    const post = await context.data.getBlogPost(params.slug, "de");
    if (!post) throw notFound();
    return post;
  },
  head: blogPostHead("de"),
  component: () => <BlogPostPage post={Route.useLoaderData()} locale="de" />,
  pendingComponent: () => <BlogPending kind="post" />,
  notFoundComponent: () => <BlogPostNotFound locale="de" />,
  // a failed load shows the not-found page as well (public spec 2.16)
  errorComponent: () => <BlogPostNotFound locale="de" />,
});
