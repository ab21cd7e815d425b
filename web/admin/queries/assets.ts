/**
 * @file Media assets (/api/admin/assets): keys, the paged list, the image library of the blog's picker, the upload
 * (one request per file, so each gets its own answer) and the mutations.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ASSET_MESSAGES,
  type AssetRecord,
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  uploadNotAnImage,
  uploadTooLarge,
} from "../../../common/schemas/assets";
import { adminApi, type Body, type JsonOf, options, read, readPage } from "../../api/client";
import { ApiClientError, errorMessage } from "../../api/errors";
import { ADMIN_KEY, type ListParams, toQuery, useInvalidatingMutation } from "./shared";

export const assetKeys = {
  all: [...ADMIN_KEY, "assets"] as const,
  list: (params: ListParams) => [...assetKeys.all, "list", params] as const,
  images: () => [...assetKeys.all, "images"] as const,
};

export const assetListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: assetKeys.list(params),
    queryFn: ({ signal }) => readPage(adminApi.assets.$get({ query: toQuery(params) }, options(signal))),
    placeholderData: keepPreviousData,
  });

/** The fields of an asset (GET /api/admin/assets) that the image picker uses. */
export type LibraryAsset = Pick<
  AssetRecord,
  "id" | "url" | "file_name" | "mime_type" | "size" | "width" | "height" | "alt_text" | "alt_en" | "description" | "tags" | "created_at"
>;

/** The picker offers images only; 200 is the API's page maximum, searched in the browser. */
export const imageLibraryQuery = queryOptions({
  queryKey: assetKeys.images(),
  queryFn: ({ signal }): Promise<LibraryAsset[]> =>
    read(adminApi.assets.$get({ query: { type: "images", per_page: "200" } }, options(signal))),
});

type UploadResult = Body<Awaited<ReturnType<typeof adminApi.assets.$post>>>;

/** POST one or more files as multipart; a refused batch answers with its per-file errors instead of throwing. */
async function uploadFiles(files: File[]): Promise<UploadResult> {
  const form = new FormData();
  for (const f of files) form.append("file", f);
  try {
    return await read(adminApi.assets.$post(undefined, { init: { body: form } }));
  } catch (err) {
    const errors = err instanceof ApiClientError ? (err.details as { errors?: UploadResult["errors"] } | undefined)?.errors : undefined;
    if (errors?.length) return { uploaded: [], errors };
    throw err;
  }
}

export interface UploadReport {
  uploaded: number;
  errors: string[];
}

/** Checks each file here first (size, type), then uploads the rest one by one; the lists refresh when any arrived. */
export function useUploadAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]): Promise<UploadReport> => {
      const report: UploadReport = { uploaded: 0, errors: [] };
      for (const file of files) {
        if (file.size > MAX_UPLOAD_BYTES) report.errors.push(uploadTooLarge(file.name));
        else if (file.type && !UPLOAD_TYPES.includes(file.type)) report.errors.push(uploadNotAnImage(file.name));
        else {
          try {
            const answer = await uploadFiles([file]);
            report.uploaded += answer.uploaded.length;
            report.errors.push(...answer.errors.map((e) => e.error));
          } catch (err) {
            report.errors.push(`${ASSET_MESSAGES.uploadFailedPrefix}${errorMessage(err) || ASSET_MESSAGES.uploadFailedDefault}`);
          }
        }
      }
      return report;
    },
    onSuccess: (report) => (report.uploaded ? queryClient.invalidateQueries({ queryKey: assetKeys.all }) : undefined),
  });
}

type AssetPatch = JsonOf<(typeof adminApi.assets)[":id"]["$patch"]>;

export const useUpdateAsset = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: AssetPatch }) => read(adminApi.assets[":id"].$patch({ param: { id: String(id) }, json: body })),
    [assetKeys.all],
  );

/** Moves an asset to the trash; `force` deletes it even while it is used (the first answer names where: asset_in_use). */
export const useDeleteAsset = () =>
  useInvalidatingMutation(
    ({ id, force }: { id: number; force?: boolean }) =>
      read(adminApi.assets[":id"].$delete({ param: { id: String(id) }, query: { force: force ? "true" : undefined } })),
    [assetKeys.all],
  );

/** An AI suggestion of both alt texts (the AI studio's provider, or the template without one); nothing is stored. */
export const useSuggestAltTexts = () =>
  useMutation({
    mutationFn: ({ id, context }: { id: number; context: string | null }) =>
      read(adminApi.assets[":id"]["alt-suggestion"].$post({ param: { id: String(id) }, json: { context } })),
  });
