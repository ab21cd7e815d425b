/**
 * @file The AI content studio (/api/admin/ai-content): keys, the list (by status), this month's usage, the CRUD
 * mutations, the generation calls (generate, titles, translate, image; each may take a signal to cancel) and publish.
 * Every generation refreshes the usage figures; saving, publishing and images refresh the list (publishing also the
 * blog's list and the dashboard).
 */
import { queryOptions } from "@tanstack/react-query";
import type {
  AiContent,
  AiContentInput,
  AiGeneratorInput,
  AiImageRequest,
  AiTitlesRequest,
  AiTranslateRequest,
} from "../../../common/schemas/ai-content";
import type { Versioned } from "../../../common/types";
import { adminApi, options, read } from "../../api/client";
import { blogKeys } from "./blog";
import { dashboardKeys } from "./dashboard";
import { ADMIN_KEY, ifMatch, useInvalidatingMutation } from "./shared";

const api = adminApi["ai-content"];

/** An entry as the admin list answers it: with the version it is at (updates send it back as If-Match). */
export type AiEntry = Versioned<AiContent>;

const aiContentKeys = {
  all: [...ADMIN_KEY, "ai-content"] as const,
  list: () => [...aiContentKeys.all, "list"] as const,
  usage: () => [...aiContentKeys.all, "usage"] as const,
};

/** Every entry, newest first: the list filters by status in the browser, the calendar shows them all. */
export const aiContentListQuery = queryOptions({
  queryKey: aiContentKeys.list(),
  // the contract's type: the stored category column is plain text to D1, the schema allows only the five categories
  queryFn: async ({ signal }): Promise<AiEntry[]> => (await read(api.$get({ query: {} }, options(signal)))) as AiEntry[],
});

export const aiUsageQuery = queryOptions({
  queryKey: aiContentKeys.usage(),
  queryFn: ({ signal }) => read(api.usage.$get(undefined, options(signal))),
});

const id = (n: number) => ({ id: String(n) });

export const useSaveAiContent = () =>
  useInvalidatingMutation(
    ({ contentId, body, version, autosave }: { contentId: number | null; body: AiContentInput; version?: number; autosave?: string }) =>
      read(
        contentId
          ? api[":id"].$put(
              { param: id(contentId), json: body },
              { headers: { ...ifMatch(version ?? 0), ...(autosave ? { "X-Autosave": autosave } : {}) } },
            )
          : api.$post({ json: body }),
      ),
    [aiContentKeys.list()],
  );

/** Changes some fields of an entry (e.g. the English version after translating). */
export const usePatchAiContent = () =>
  useInvalidatingMutation(
    ({ contentId, body, version }: { contentId: number; body: Partial<AiContentInput>; version: number }) =>
      read(api[":id"].$patch({ param: id(contentId), json: body }, { headers: ifMatch(version) })),
    [aiContentKeys.list()],
  );

export const useDeleteAiContent = () =>
  useInvalidatingMutation((contentId: number) => read(api[":id"].$delete({ param: id(contentId) })), [aiContentKeys.list()]);

export const usePublishAiContent = () =>
  useInvalidatingMutation(
    ({ contentId, immediately, version }: { contentId: number; immediately: boolean; version: number }) =>
      read(api[":id"].publish.$post({ param: id(contentId), json: { publish_immediately: immediately } }, { headers: ifMatch(version) })),
    [aiContentKeys.list(), blogKeys.all, dashboardKeys.all],
  );

/** The settings' "Verbindung testen": one tiny call to the configured provider. */
export const useProviderCheck = () =>
  useInvalidatingMutation(() => read(api["provider-check"].$post({ json: {} })), [aiContentKeys.usage()]);

/** An editor's hand-off: the draft becomes a blog post in review (POST /:id/submit-review). */
export const useSubmitAiContentForReview = () =>
  useInvalidatingMutation(
    ({ contentId, version }: { contentId: number; version: number }) =>
      read(api[":id"]["submit-review"].$post({ param: id(contentId) }, { headers: ifMatch(version) })),
    [aiContentKeys.list(), blogKeys.all, dashboardKeys.all],
  );

type Signalled<T> = { body: T; signal?: AbortSignal };

export const useGenerateAiContent = () =>
  useInvalidatingMutation(
    ({ body, signal }: Signalled<AiGeneratorInput>) => read(api.generate.$post({ json: body }, options(signal))),
    [aiContentKeys.usage()],
  );

export const useSuggestTitles = () =>
  useInvalidatingMutation((body: AiTitlesRequest) => read(api.titles.$post({ json: body })), [aiContentKeys.usage()]);

/** Translates several texts at once (e.g. title, excerpt and article of one entry), in parallel; answers in order. */
export const useTranslateTexts = () =>
  useInvalidatingMutation(
    (requests: AiTranslateRequest[]) => Promise.all(requests.map((body) => read(api.translate.$post({ json: body })))),
    [aiContentKeys.usage()],
  );

/** An image for a prompt; with `ai_content_id` the server also sets it on that entry. */
export const useGenerateImage = () =>
  useInvalidatingMutation((body: AiImageRequest) => read(api.image.$post({ json: body })), [aiContentKeys.all]);
