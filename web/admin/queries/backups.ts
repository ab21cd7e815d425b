/** @file Backups (/api/admin/backups): the run list, "Jetzt sichern", and a record from a backup beside its current state. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, type Body, options, read } from "../../api/client";
import { ADMIN_KEY, ifMatch, useInvalidatingMutation } from "./shared";

const backupKeys = {
  all: [...ADMIN_KEY, "backups"] as const,
  list: () => [...backupKeys.all, "list"] as const,
  record: (backupId: string, resource: string, id: string) => [...backupKeys.all, "record", backupId, resource, id] as const,
};

export type BackupRun = Body<Awaited<ReturnType<typeof adminApi.backups.$get>>>[number];
export type RestorableResource = "blog" | "pages" | "team" | "events";

export const backupListQuery = () =>
  queryOptions({ queryKey: backupKeys.list(), queryFn: ({ signal }) => read(adminApi.backups.$get({}, options(signal))) });

export const backupRecordQuery = (backupId: string, resource: RestorableResource, id: string) =>
  queryOptions({
    queryKey: backupKeys.record(backupId, resource, id),
    queryFn: ({ signal }) =>
      read(adminApi.backups[":backupId"].records[":resource"][":id"].$get({ param: { backupId, resource, id } }, options(signal))),
  });

/** The archive's address (a plain link: the browser downloads it with the session cookie). */
export const backupArchiveUrl = (backupId: string) => `/api/admin/backups/${encodeURIComponent(backupId)}/archive`;

/** The content export (docs/backup.md, "Content export and import"), downloaded as a file. */
export const CONTENT_EXPORT_URL = "/api/admin/backups/export";

export const useRunBackup = () => useInvalidatingMutation(() => read(adminApi.backups.$post()), [backupKeys.all]);

/** Restores the record at the version the comparison showed (If-Match: 409 edit_conflict when it changed since). */
export const useRestoreFromBackup = () =>
  useInvalidatingMutation(
    ({ version, ...param }: { backupId: string; resource: RestorableResource; id: string; version: number }) =>
      read(adminApi.backups[":backupId"].records[":resource"][":id"].restore.$post({ param }, { headers: ifMatch(version) })),
    [backupKeys.all, [...ADMIN_KEY]],
  );
