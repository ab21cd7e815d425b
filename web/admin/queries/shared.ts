/**
 * @file What every admin query module shares: the root key, the list params of a paged list (`q`, `page`,
 * `per_page` and filters, sent as query strings) and the mutation hook that invalidates its resource on success.
 */
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** Every admin key starts here, so signing in or out can clear the area at once. */
export const ADMIN_KEY = ["admin"] as const;

export type ListParams = Record<string, string | number | undefined>;

/** The params as query strings; empty ones are left out. */
export const toQuery = (params: ListParams) =>
  Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]]))) as Record<
    string,
    string
  >;

/**
 * A mutation that owns its invalidation: after success it waits for the listed keys (and everything below them)
 * to refetch, so a caller's own `onSuccess` (close the dialog, toast) sees fresh lists.
 */
export function useInvalidatingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, invalidate: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The header that names the version an edit was loaded at: the server refuses a stale one with 409 edit_conflict. */
export const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });

/**
 * `?reuse_slug=true`: the editor confirmed that a slug may take back an address that redirects (else 409
 * slug_redirects). The routes read it without a validator, so it is spread into the client's arguments untyped.
 */
export const reuseSlugQuery = (reuse: boolean | undefined): object => (reuse ? { query: { reuse_slug: "true" } } : {});
