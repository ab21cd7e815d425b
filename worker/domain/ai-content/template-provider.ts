/**
 * @file The built-in template provider: answers every call without a model (no provider configured, or the real one
 * failed), with the pure templates of common/ai-templates.ts; images are the four stock images we ship.
 */
import { stockImagePath, templateArticle, templateLinkedin, templateTitles, templateTranslation } from "../../../common/ai-templates";
import { templateAltText } from "../../../common/alt-text";
import { TEMPLATE_SOURCE } from "../../../common/schemas/ai-content";
import type { AiProvider, AiResult } from "./types";

const answer = <T>(value: T): AiResult<T> => ({ value, source: TEMPLATE_SOURCE, tokens: 0 });

export const templateProvider: AiProvider = {
  article: async (brief) => answer(templateArticle(brief)),
  linkedin: async (brief) => answer(templateLinkedin(brief)),
  titles: async (brief) => answer(templateTitles(brief)),
  translate: async (request) => answer(templateTranslation(request)),
  image: async (brief) => answer({ kind: "stock", path: stockImagePath(brief.title ?? brief.prompt) }),
  altText: async (brief) => answer(templateAltText(brief)),
};
