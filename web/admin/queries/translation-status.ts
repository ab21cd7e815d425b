/** @file The "Übersetzungsstand" overview (/api/admin/translation-status), also read by the dashboard's card. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, options, read } from "../../api/client";
import { ADMIN_KEY } from "./shared";

export const translationStatusQuery = queryOptions({
  queryKey: [...ADMIN_KEY, "translation-status"] as const,
  queryFn: ({ signal }) => read(adminApi["translation-status"].$get(undefined, options(signal))),
});
