/** @file The one AI provider interface (article, LinkedIn post, titles, translation, image) and its failure type. */
import type { AiErrorKind, ContentCategory, TRANSLATION_CONTEXTS } from "../../../common/schemas/ai-content";

export interface ArticleBrief {
  title: string;
  category: ContentCategory;
  description: string;
  tags: string[];
  client_project: string | null;
  /** Also write the English version. */
  english: boolean;
}

export interface ArticleDraft {
  title_de: string;
  content_de: string;
  excerpt_de: string;
  title_en: string | null;
  content_en: string | null;
  excerpt_en: string | null;
  image_prompt: string;
}

export interface LinkedinBrief extends ArticleBrief {
  cta: string;
  /** The article link the post ends with (tracking parameters included when tracking is on). */
  link: string;
}

export interface LinkedinDraft {
  content_de: string;
  content_en: string | null;
}

export interface TitlesBrief {
  category: ContentCategory;
  keywords: string[];
  description: string | null;
  count: number;
}

export interface TranslationRequest {
  text: string;
  source_language: "de" | "en";
  target_language: "de" | "en";
  context: (typeof TRANSLATION_CONTEXTS)[number];
}

export interface ImageBrief {
  prompt: string;
  title: string | null;
  size: "1792x1024";
  quality: "standard" | "hd";
}

/** An image as the provider gave it: bytes (from base64) or a URL to download once. */
export type GeneratedImage =
  | { kind: "bytes"; bytes: Uint8Array<ArrayBuffer> }
  | { kind: "url"; url: string }
  | { kind: "stock"; path: string };

/** What every call returns: the value, who made it, and the tokens it cost. */
export interface AiResult<T> {
  value: T;
  /** The model name, or "template". */
  source: string;
  tokens: number;
}

export interface AiProvider {
  article(brief: ArticleBrief): Promise<AiResult<ArticleDraft>>;
  linkedin(brief: LinkedinBrief): Promise<AiResult<LinkedinDraft>>;
  titles(brief: TitlesBrief): Promise<AiResult<string[]>>;
  translate(request: TranslationRequest): Promise<AiResult<string>>;
  image(brief: ImageBrief): Promise<AiResult<GeneratedImage>>;
}

/** The configured provider did not deliver: the kind (spec error catalogue), its HTTP status, and the tokens it still cost. */
export class AiFailure extends Error {
  constructor(
    readonly kind: AiErrorKind,
    readonly status: number | null = null,
    readonly tokens = 0,
  ) {
    super(`AI provider failed: ${kind}${status ? ` ${status}` : ""}`);
  }
}
