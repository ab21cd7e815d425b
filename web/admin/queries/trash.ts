/** @file The trash (/api/admin/trash): keys, the list, restore and purge; `findTrashEntry` serves the undo toast. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, type Body, options, read } from "../../api/client";
import { ADMIN_KEY, useInvalidatingMutation } from "./shared";

const trashKeys = { all: [...ADMIN_KEY, "trash"] as const };

export type TrashEntry = Body<Awaited<ReturnType<typeof adminApi.trash.$get>>>[number];

export const trashListQuery = () =>
  queryOptions({
    queryKey: trashKeys.all,
    queryFn: ({ signal }) => read(adminApi.trash.$get({ query: {} }, options(signal))),
  });

/** The trash entry of one deleted record (undefined once it is gone). */
export const findTrashEntry = async (entity: string, recordId: string | number) =>
  (await read(adminApi.trash.$get({ query: { entity, record_id: String(recordId) } })))[0];

export const restoreTrashEntry = (id: number) => read(adminApi.trash[":id"].restore.$post({ param: { id: String(id) } }));

/** Restoring brings a record back into its own lists: every admin list refetches. */
export const useRestoreTrashEntry = () => useInvalidatingMutation(restoreTrashEntry, [ADMIN_KEY]);

export const usePurgeTrashEntry = () =>
  useInvalidatingMutation((id: number) => read(adminApi.trash[":id"].$delete({ param: { id: String(id) } })), [trashKeys.all]);
