/** @file The one AI provider interface (article, LinkedIn post, titles, translation, image) and its failure type. */
import type {
  ArticleBrief,
  ArticleDraft,
  LinkedinBrief,
  LinkedinDraft,
  TitlesBrief,
  TranslationRequest,
} from "../../../common/ai-templates";
import type { AiErrorKind } from "../../../common/schemas/ai-content";

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
