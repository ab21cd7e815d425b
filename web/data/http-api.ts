/** @file DataApi over the JSON API, used by loaders in the browser. */
import type { DataApi } from "./api";

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function getJson<T>(url: string): Promise<T> {
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
  getPage: (slug) => orNull(getJson(`/api/pages?slug=${encodeURIComponent(slug)}&with_sections=true`)),
  getEvents: (limit) => getJson(`/api/events${limit ? `?limit=${limit}` : ""}`),
  getTranslations: (locale) => getJson(`/api/translations?locale=${locale}`),
  getPublishedPages: () => getJson("/api/pages"),
  getRenderedPage: (slug) => orNull(getJson(`/api/pages?slug=${encodeURIComponent(slug)}&rendered=true`)),
};
