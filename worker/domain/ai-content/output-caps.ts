/**
 * @file How many tokens each job may produce (the output cap sent with every call: Workers AI's Llama defaults to 256,
 * which cuts an article off) and how many a call reserves against the month's budget before it starts (cap + prompt).
 */
import type { AiGeneratorData } from "../../../common/schemas/ai-content";
import { estimateTokens } from "./answer-parse";
import type { ImageBrief } from "./types";

/**
 * Output caps per job. An article of up to 1,200 words is about 2,000 tokens in German and as many in English, inside
 * JSON with excerpts and titles: 4,500 for German alone, 8,000 for both (room for a model that writes long).
 */
export const OUTPUT_CAPS = {
  article: (english: boolean) => (english ? 8_000 : 4_500),
  linkedin: (english: boolean) => (english ? 1_600 : 900),
  titles: 400,
  /** A translation is about as long as its text, plus the JSON around it. */
  translation: (text: string) => Math.min(16_000, Math.ceil(estimateTokens(text) * 1.3) + 200),
  /** Two alt texts of a sentence each. */
  altText: 300,
  /** The provider check's one-word answer. */
  check: 60,
} as const;

/** What a prompt adds besides the brief: the voice, the instructions and (in prompt-only JSON mode) the schema. */
const PROMPT_ALLOWANCE = 1_500;

/**
 * Tokens a GPT image model reports for one picture, to reserve before it is made: about 1,056 for 1024x1024 at medium
 * quality, 4,160 at high; landscape is half as much again. Models that report no tokens (FLUX, DALL-E) reserve none:
 * their pictures are booked as pictures.
 */
function imageTokenEstimate(brief: Pick<ImageBrief, "format" | "quality">): number {
  const square = brief.quality === "hd" ? 4_160 : 1_056;
  return brief.format === "landscape" ? Math.ceil(square * 1.5) : square;
}

/** Reserved before POST /generate: both halves' caps and prompts. */
export function generateReservation(input: AiGeneratorData): number {
  const english = input.target_language === "both";
  const brief = PROMPT_ALLOWANCE + estimateTokens(`${input.title} ${input.description} ${input.tags.join(" ")}`);
  const article = input.formats !== "linkedin" ? OUTPUT_CAPS.article(english) + brief : 0;
  const linkedin = input.formats !== "blog" ? OUTPUT_CAPS.linkedin(english) + brief : 0;
  return article + linkedin;
}

export const titlesReservation = (description: string | null) => OUTPUT_CAPS.titles + PROMPT_ALLOWANCE + estimateTokens(description ?? "");

export const translationReservation = (text: string) => OUTPUT_CAPS.translation(text) + PROMPT_ALLOWANCE + estimateTokens(text);

export const imageReservation = (brief: Pick<ImageBrief, "format" | "quality" | "prompt">, reportsTokens: boolean) =>
  (reportsTokens ? imageTokenEstimate(brief) : 0) + estimateTokens(brief.prompt) + 200;
