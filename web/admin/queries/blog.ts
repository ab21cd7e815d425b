/** @file Query factories and calls of the blog screens (posts, preview links) and the image picker (asset library). */
import { queryOptions } from "@tanstack/react-query";
import type { AssetRecord } from "../../../common/schemas/assets";
import type { BlogPostInput } from "../../../common/schemas/blog";
import { adminApi, options, read } from "../../api/client";

export const blogPostsQuery = queryOptions({
  queryKey: ["admin", "blog"],
  queryFn: ({ signal }) => read(adminApi.blog.$get(undefined, options(signal))),
});

/** The fields of an asset (GET /api/admin/assets) that the image picker uses. */
export type LibraryAsset = Pick<
  AssetRecord,
  "id" | "url" | "file_name" | "mime_type" | "size" | "width" | "height" | "alt_text" | "description" | "tags" | "created_at"
>;

/** The picker offers images only; 200 is the API's page maximum, searched in the browser. */
export const imageLibraryQuery = queryOptions({
  queryKey: ["admin", "assets", "images"],
  queryFn: ({ signal }): Promise<LibraryAsset[]> =>
    read(adminApi.assets.$get({ query: { type: "images", per_page: "200" } }, options(signal))),
});

export const saveBlogPost = (id: number | null, body: BlogPostInput) =>
  read(id ? adminApi.blog[":id"].$put({ param: { id: String(id) }, json: body }) : adminApi.blog.$post({ json: body }));

export const deleteBlogPost = (id: number) => read(adminApi.blog[":id"].$delete({ param: { id: String(id) } }));

export const createPreviewLink = (id: number) => read(adminApi.blog[":id"]["preview-link"].$post({ param: { id: String(id) } }));
