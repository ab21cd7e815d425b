/** @file Website settings (/api/admin/settings): the key, the query and the save, which writes the answer into the cache. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, type Body, type JsonOf, options, read } from "../../api/client";
import { ADMIN_KEY, ifMatch } from "./shared";

export const settingsKeys = { all: [...ADMIN_KEY, "settings"] as const };

export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: ({ signal }) => read(adminApi.settings.$get(undefined, options(signal))),
});
type SettingsRecord = Body<Awaited<ReturnType<typeof adminApi.settings.$get>>>;
export type SettingRecord = SettingsRecord["settings"][number];

/**
 * PUT of the changed keys at the version the screen loaded (If-Match); the answer is the whole list with the new
 * version, so it replaces the cached one (no refetch needed).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: JsonOf<typeof adminApi.settings.$put>; version: number }) =>
      read(adminApi.settings.$put({ json: body }, { headers: ifMatch(version) })),
    onSuccess: (rows) => queryClient.setQueryData(settingsQuery.queryKey, rows),
  });
}
