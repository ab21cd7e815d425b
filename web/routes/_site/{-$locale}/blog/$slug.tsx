/** @file /blog/{slug} and /en/blog/{slug}: one published post; an unknown slug renders the blog's not-found page with status 404. */
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { blogPostPath, type PublicBlogPost } from "../../../../../common/blog";
import { blogPostHead } from "../../../../blog/blog-head";
import { BlogPending } from "../../../../blog/blog-pending";
import { BlogPostNotFound, BlogPostPage } from "../../../../blog/blog-post";
import { localeOf } from "../../../../i18n/locale";

export const Route = createFileRoute("/_site/{-$locale}/blog/$slug")({
  loader: async ({ context, params }) => {
    const locale = localeOf(params);
    const post = await context.data.getBlogPost(params.slug, locale);
    if (!post) throw notFound();
    // a post without an English version has only its German page
    if (post.language !== locale) throw redirect({ href: blogPostPath(post.slug, post.language), statusCode: 308 });
    // the German slug on an English address of a post with an English slug: its address moved for good
    if (post.slug !== params.slug) throw redirect({ href: blogPostPath(post.slug, locale), statusCode: 301 });
    return post;
  },
  // (wrapped, so the helper's parameter type does not decide the route's params)
  head: (ctx) => blogPostHead(ctx),
  staticData: {
    crumbLabel: (post) => (post as { title?: string } | undefined)?.title,
    // the language switch leads where the head's hreflang links do (web/i18n/alternates.ts)
    alternates: (post) => (post as PublicBlogPost | undefined)?.alternates,
  },
  component: Page,
  pendingComponent: () => <BlogPending kind="post" />,
  notFoundComponent: NotFound,
  // a failed load shows the not-found page as well (public spec 2.16)
  errorComponent: NotFound,
});

function Page() {
  return <BlogPostPage post={Route.useLoaderData()} locale={localeOf(Route.useParams())} />;
}

function NotFound() {
  return <BlogPostNotFound locale={localeOf(Route.useParams())} />;
}
