/** @file DataApi over the JSON API, used by loaders in the browser. */
import type { BlogPreviewResult, DataApi } from "./api";

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new HttpError(res.status, body?.error ?? `HTTP error! status: ${res.status}`);
  }
  return (await res.json()) as T;
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

export const httpApi: DataApi = {
  getTeam: (limit) => getJson(`/api/team${limit ? `?limit=${limit}` : ""}`),
  getSettings: () => getJson("/api/settings"),
  getMessages: () => getJson("/api/messages"),
  getContent: (name) => getJson(`/api/content/${name}`),
  getPage: (slug) => orNull(getJson(`/api/pages?slug=${encodeURIComponent(slug)}&with_sections=true`)),
  getEvents: (limit) => getJson(`/api/events${limit ? `?limit=${limit}` : ""}`),
  getPublishedPages: () => getJson("/api/pages"),
  getRenderedPage: (slug) => orNull(getJson(`/api/pages?slug=${encodeURIComponent(slug)}&rendered=true`)),
  getBlogPosts: (locale, limit) => getJson(`/api/blog?lang=${locale}${limit ? `&limit=${limit}` : ""}`),
  getBlogPost: (slug, locale) => orNull(getJson(`/api/blog?slug=${encodeURIComponent(slug)}&lang=${locale}`)),
  getBlogPreview: async (token): Promise<BlogPreviewResult> => {
    try {
      return { status: "ok", post: await getJson(`/api/blog/preview/${encodeURIComponent(token)}`) };
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status !== 401 && err.status !== 404)) throw err;
      const status = err.status === 404 ? "not_found" : /abgelaufen/.test(err.message) ? "expired" : "invalid";
      return { status, message: err.message };
    }
  },
};
