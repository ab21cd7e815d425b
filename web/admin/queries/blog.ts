/** @file Blog posts (/api/admin/blog): keys, the list, the save (create or update), the delete and the preview link. */
import { queryOptions } from "@tanstack/react-query";
import type { BlogPostInput } from "../../../common/schemas/blog";
import { adminApi, options, read } from "../../api/client";
import { dashboardKeys } from "./dashboard";
import { ADMIN_KEY, ifMatch, reuseSlugQuery, useInvalidatingMutation } from "./shared";

export const blogKeys = { all: [...ADMIN_KEY, "blog"] as const };

export const blogPostsQuery = queryOptions({
  queryKey: blogKeys.all,
  queryFn: ({ signal }) => read(adminApi.blog.$get({ query: {} }, options(signal))),
});

// the dashboard lists the posts in review, so a status change refreshes it too
// an update names the version it was loaded at (If-Match); an autosave also names its editing session (X-Autosave)
export const useSaveBlogPost = () =>
  useInvalidatingMutation(
    ({
      id,
      body,
      version,
      autosave,
      reuseSlug,
    }: {
      id: number | null;
      body: BlogPostInput;
      version?: number;
      autosave?: string;
      reuseSlug?: boolean;
    }) =>
      read(
        id
          ? adminApi.blog[":id"].$put(
              { param: { id: String(id) }, json: body, ...reuseSlugQuery(reuseSlug) },
              { headers: { ...ifMatch(version ?? 0), ...(autosave ? { "X-Autosave": autosave } : {}) } },
            )
          : adminApi.blog.$post({ json: body, ...reuseSlugQuery(reuseSlug) }),
      ),
    [blogKeys.all, dashboardKeys.all],
  );

export const useDeleteBlogPost = () =>
  useInvalidatingMutation(
    (id: number) => read(adminApi.blog[":id"].$delete({ param: { id: String(id) } })),
    [blogKeys.all, dashboardKeys.all],
  );

/** A signed 24-hour link to the post in any status; nothing cached changes. */
export const useCreatePreviewLink = () =>
  useInvalidatingMutation((id: number) => read(adminApi.blog[":id"]["preview-link"].$post({ param: { id: String(id) } })), []);
