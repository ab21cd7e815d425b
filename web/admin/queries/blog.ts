/** @file Query factories and calls of the blog screens (posts, preview links) and the image picker (asset library). */
import { queryOptions } from "@tanstack/react-query";
import type { AssetRecord } from "../../../common/schemas/assets";
import type { BlogPostInput } from "../../../common/schemas/blog";
import type { BlogPost } from "../../../common/types";
import { adminFetch } from "../api";

export const blogPostsQuery = queryOptions({
  queryKey: ["admin", "blog"],
  queryFn: ({ signal }) => adminFetch<BlogPost[]>("/api/admin/blog", { signal }),
});

/** The fields of an asset (GET /api/admin/assets) that the image picker uses. */
export type LibraryAsset = Pick<
  AssetRecord,
  "id" | "url" | "file_name" | "mime_type" | "size" | "width" | "height" | "alt_text" | "description" | "tags" | "created_at"
>;

/** The picker offers images only; 200 is the API's page maximum, searched in the browser. */
export const imageLibraryQuery = queryOptions({
  queryKey: ["admin", "assets", "images"],
  queryFn: ({ signal }) => adminFetch<LibraryAsset[]>("/api/admin/assets?type=images&per_page=200", { signal }),
});

export const saveBlogPost = (id: number | null, body: BlogPostInput) =>
  adminFetch<BlogPost>(id ? `/api/admin/blog/${id}` : "/api/admin/blog", { method: id ? "PUT" : "POST", body });

export const deleteBlogPost = (id: number) => adminFetch<void>(`/api/admin/blog/${id}`, { method: "DELETE" });

export const createPreviewLink = (id: number) =>
  adminFetch<{ token: string; url: string; expires_at: string }>(`/api/admin/blog/${id}/preview-link`, { method: "POST" });
