/**
 * @file Query factories and calls of the content screens (team, events, pages, settings, translations, assets).
 * Lists are paged on the server: the body is an array, the total comes in `X-Total-Count`.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AssetRecord } from "../../../common/schemas/assets";
import type { Event, Page, PageSection, PageTranslation, TeamMember, Translation } from "../../../common/types";
import { AdminApiError, adminFetch } from "../api";

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

export type ListParams = Record<string, string | number | undefined>;

const queryString = (params: ListParams) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") search.set(k, String(v));
  return search.toString();
};

/** GET of a paged list; errors (and a lost session) go through adminFetch's one error path. */
async function fetchList<T>(path: string, params: ListParams, signal?: AbortSignal): Promise<ListPage<T>> {
  const url = `${path}?${queryString(params)}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin", signal });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new AdminApiError(0, "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.");
  }
  if (!res.ok || !(res.headers.get("content-type") ?? "").includes("application/json")) return (await adminFetch(url, { signal })) as never;
  const items = (await res.json()) as T[];
  return {
    items,
    total: Number(res.headers.get("x-total-count") ?? items.length),
    page: Number(params.page ?? 1),
    perPage: Number(res.headers.get("x-per-page") ?? items.length),
  };
}

const listQuery = <T>(resource: string, params: ListParams) =>
  queryOptions({
    queryKey: ["admin", resource, "list", params],
    queryFn: ({ signal }) => fetchList<T>(`/api/admin/${resource}`, params, signal),
    placeholderData: keepPreviousData,
  });

export type PageListRow = Pick<
  Page,
  "id" | "slug" | "title" | "template" | "published" | "parent_id" | "sort_order" | "created_at" | "updated_at"
> & {
  section_count: number;
  languages: string[];
};
export type PageRecord = Page & { sections: PageSection[]; translations: PageTranslation[] };
export interface SettingRecord {
  key: string;
  value: string;
  updated_at: string | null;
}

export const teamListQuery = (params: ListParams) => listQuery<TeamMember>("team", params);
export const eventListQuery = (params: ListParams) => listQuery<Event>("events", params);
export const pageListQuery = (params: ListParams) => listQuery<PageListRow>("pages", params);
export const translationListQuery = (params: ListParams) => listQuery<Translation>("translations", params);
export const assetListQuery = (params: ListParams) => listQuery<AssetRecord>("assets", params);

export const pageQuery = (id: number) =>
  queryOptions({
    queryKey: ["admin", "pages", "one", id],
    queryFn: ({ signal }) => adminFetch<PageRecord>(`/api/admin/pages/${id}`, { signal }),
    staleTime: 0,
  });

export const settingsQuery = queryOptions({
  queryKey: ["admin", "settings"],
  queryFn: ({ signal }) => adminFetch<SettingRecord[]>("/api/admin/settings", { signal }),
});

export const translationCategoriesQuery = queryOptions({
  queryKey: ["admin", "translations", "categories"],
  queryFn: ({ signal }) => adminFetch<string[]>("/api/admin/translations/categories", { signal }),
});

export interface UploadResult {
  uploaded: AssetRecord[];
  errors: { file_name: string; error: string }[];
}

/** POST one or more files as multipart; a refused batch answers with its per-file errors instead of throwing. */
export async function uploadAssets(files: File[], fields: Record<string, string> = {}): Promise<UploadResult> {
  const form = new FormData();
  for (const f of files) form.append("file", f);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  let res: Response;
  try {
    res = await fetch("/api/admin/assets", {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
  } catch {
    throw new AdminApiError(0, "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.");
  }
  const body = (await res.json().catch(() => null)) as
    | (UploadResult & { error?: string; details?: { errors?: UploadResult["errors"] } })
    | null;
  if (res.ok && body) return body;
  if (body?.details?.errors?.length) return { uploaded: [], errors: body.details.errors };
  throw new AdminApiError(res.status, body?.error ?? `HTTP error! status: ${res.status}`, body?.details);
}
