/**
 * @file What a model must answer, as zod schemas: sent as the JSON-schema response format and checked on the way back.
 * The refinements (texts not blank, English when asked for, five titles) are not part of the JSON schema but of the
 * check: an answer that misses them is "incomplete content".
 */
import { z } from "zod";
import { AI_TITLE_SUGGESTIONS } from "../../../common/schemas/ai-content";

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim().length > 0;

function requireFilled<T extends Record<string, unknown>>(keys: (keyof T & string)[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const key of keys) if (!filled(value[key] as string | null)) ctx.addIssue({ code: "custom", path: [key], message: "empty" });
  };
}

const articleShape = z.object({
  title_de: z.string(),
  content_de: z.string(),
  excerpt_de: z.string(),
  title_en: z.string().nullable(),
  content_en: z.string().nullable(),
  excerpt_en: z.string().nullable(),
  image_prompt: z.string(),
});
type ArticleShape = z.infer<typeof articleShape>;

export const articleAnswer = (english: boolean) =>
  articleShape.superRefine(
    requireFilled<ArticleShape>(
      english
        ? ["title_de", "content_de", "excerpt_de", "title_en", "content_en", "excerpt_en", "image_prompt"]
        : ["title_de", "content_de", "excerpt_de", "image_prompt"],
    ),
  );

const linkedinShape = z.object({ content_de: z.string(), content_en: z.string().nullable() });

export const linkedinAnswer = (english: boolean) =>
  linkedinShape.superRefine(requireFilled<z.infer<typeof linkedinShape>>(english ? ["content_de", "content_en"] : ["content_de"]));

export const titlesAnswer = z
  .object({ titles: z.array(z.string()) })
  .refine((v) => v.titles.filter(filled).length >= AI_TITLE_SUGGESTIONS, "fewer titles than asked for");

export const translationAnswer = z.object({ translated_text: z.string() }).refine((v) => filled(v.translated_text), "empty");

const altTextShape = z.object({ alt_text: z.string().max(300), alt_en: z.string().max(300) });

/** Alt texts of a picture: German and English, both filled. */
export const altTextAnswer = altTextShape.superRefine(requireFilled<z.infer<typeof altTextShape>>(["alt_text", "alt_en"]));
