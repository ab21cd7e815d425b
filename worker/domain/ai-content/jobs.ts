/**
 * @file The studio's jobs as structured chat calls (prompt, answer schema, output cap), and one AiProvider built from
 * a kind's two primitives: run a structured job, make an image.
 */
import type { z } from "zod";
import { altTextAnswer, articleAnswer, linkedinAnswer, titlesAnswer, translationAnswer } from "./answers";
import type { ChatJob } from "./chat-request";
import { OUTPUT_CAPS } from "./output-caps";
import { altTextPrompt, articlePrompt, imagePrompt, linkedinPrompt, titlesPrompt, translationPrompt } from "./prompts";
import type { AiProvider, AiResult, GeneratedImage, ImageBrief } from "./types";

export interface ProviderPrimitives {
  structured<S extends z.ZodType>(job: ChatJob<S>): Promise<AiResult<z.output<S>>>;
  image(prompt: string, brief: ImageBrief): Promise<AiResult<GeneratedImage>>;
}

export function providerOf(p: ProviderPrimitives): AiProvider {
  return {
    article: (brief) =>
      p.structured({
        name: "blog_article",
        prompt: articlePrompt(brief),
        schema: articleAnswer(brief.english),
        cap: OUTPUT_CAPS.article(brief.english),
      }),
    linkedin: (brief) =>
      p.structured({
        name: "linkedin_post",
        prompt: linkedinPrompt(brief),
        schema: linkedinAnswer(brief.english),
        cap: OUTPUT_CAPS.linkedin(brief.english),
      }),
    titles: async (brief) => {
      const result = await p.structured({
        name: "title_suggestions",
        prompt: titlesPrompt(brief),
        schema: titlesAnswer,
        cap: OUTPUT_CAPS.titles,
      });
      return { ...result, value: result.value.titles.slice(0, brief.count) };
    },
    translate: async (request) => {
      const job = {
        name: "translation",
        prompt: translationPrompt(request),
        schema: translationAnswer,
        cap: OUTPUT_CAPS.translation(request.text),
      };
      const result = await p.structured(job);
      return { ...result, value: result.value.translated_text };
    },
    image: (brief) => p.image(imagePrompt(brief), brief),
    altText: (brief) => p.structured({ name: "alt_text", prompt: altTextPrompt(brief), schema: altTextAnswer, cap: OUTPUT_CAPS.altText }),
  };
}
