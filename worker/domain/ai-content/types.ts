/** @file The one AI provider interface (article, LinkedIn post, titles, translation, image, alt texts) and its failure type. */
import type {
  ArticleBrief,
  ArticleDraft,
  LinkedinBrief,
  LinkedinDraft,
  TitlesBrief,
  TranslationRequest,
} from "../../../common/ai-templates";
import type { AltTextBrief, AltTexts } from "../../../common/alt-text";
import type { AiErrorKind, AiFailureVia, AiImageFormat } from "../../../common/schemas/ai-content";

export interface ImageBrief {
  prompt: string;
  title: string | null;
  /** The studio's choice; each provider maps it to sizes its model accepts. */
  format: AiImageFormat;
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
  /** The tokens are an estimate (the provider sent no usage). */
  estimated?: boolean;
  /** Pictures the call made: booked as pictures, beside the tokens a provider reports for them (FLUX reports none). */
  images?: number;
}

export interface AiProvider {
  article(brief: ArticleBrief): Promise<AiResult<ArticleDraft>>;
  linkedin(brief: LinkedinBrief): Promise<AiResult<LinkedinDraft>>;
  titles(brief: TitlesBrief): Promise<AiResult<string[]>>;
  translate(request: TranslationRequest): Promise<AiResult<string>>;
  image(brief: ImageBrief): Promise<AiResult<GeneratedImage>>;
  altText(brief: AltTextBrief): Promise<AiResult<AltTexts>>;
}

/** What else a failure knows: where a 401 came from, whether the model sent any text, the pictures it still cost. */
export interface FailureFacts {
  via?: AiFailureVia | null;
  /** The model answered with text that is not empty (only not in the asked-for shape). */
  textReceived?: boolean;
  images?: number;
}

/**
 * The configured provider did not deliver: the kind (spec error catalogue), its HTTP status, the tokens it still cost
 * (`estimated` when the provider said nothing about them) and the provider's own words (`detail`).
 */
export class AiFailure extends Error {
  constructor(
    readonly kind: AiErrorKind,
    readonly status: number | null = null,
    readonly tokens = 0,
    readonly estimated = false,
    readonly detail: string | null = null,
    readonly facts: FailureFacts = {},
  ) {
    super(`AI provider failed: ${kind}${status ? ` ${status}` : ""}`);
  }

  /** The same failure with `more` tokens (and `images`) added: the other half of a call that also cost something. */
  plus(more: number, moreEstimated: boolean, images = 0): AiFailure {
    const facts = { ...this.facts, images: (this.facts.images ?? 0) + images };
    return new AiFailure(this.kind, this.status, this.tokens + more, this.estimated || moreEstimated, this.detail, facts);
  }
}
