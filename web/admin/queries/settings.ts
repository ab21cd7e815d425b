/** @file Website settings (/api/admin/settings): the key, the query and the save, which writes the answer into the cache. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, type Body, type JsonOf, options, read } from "../../api/client";
import { ADMIN_KEY } from "./shared";

export const settingsKeys = { all: [...ADMIN_KEY, "settings"] as const };

export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: ({ signal }) => read(adminApi.settings.$get(undefined, options(signal))),
});
export type SettingRecord = Body<Awaited<ReturnType<typeof adminApi.settings.$get>>>[number];

/** PUT of the changed keys; the answer is the whole list, so it replaces the cached one (no refetch needed). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JsonOf<typeof adminApi.settings.$put>) => read(adminApi.settings.$put({ json: body })),
    onSuccess: (rows) => queryClient.setQueryData(settingsQuery.queryKey, rows),
  });
}
