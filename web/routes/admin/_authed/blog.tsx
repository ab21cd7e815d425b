/** @file /admin/blog: blog posts (blog.view); the screen lives in the admin chunk. */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { BlogScreen } from "../../../admin/screens/blog/blog-screen";
import { validateTranslationSearch } from "../../../admin/translation/translation-search";

export const Route = createFileRoute("/admin/_authed/blog")({
  validateSearch: validateTranslationSearch,
  beforeLoad: ({ context }) => requirePermission(context.user, "blog.view"),
  head: () => ({ meta: [{ title: "Blog – Admin" }] }),
  component: BlogScreen,
});
