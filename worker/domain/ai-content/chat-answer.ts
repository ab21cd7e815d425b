/**
 * @file One chat completion read into a checked answer, the same for every provider kind: a refusal is its own
 * failure, an answer cut off by its cap (`finish_reason: length`, or as many tokens as the cap) is "truncated" with
 * the cap and what reasoning used of it, a misfit is "incomplete", and every failure carries the tokens the call cost
 * and whether any text came. Content is never used half.
 */
import type { z } from "zod";
import { checkedAnswer, jsonFromText, messageText, refusalOf, tokensOf } from "./answer-parse";
import { type ChatJob, promptText } from "./chat-request";
import { AiFailure, type AiResult } from "./types";

interface UsageCounts {
  completion_tokens?: unknown;
  completion_tokens_details?: { reasoning_tokens?: unknown } | null;
}

const countOf = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The output tokens and the reasoning part of them, where the provider says. */
function outputOf(usage: unknown) {
  const u = (usage && typeof usage === "object" ? usage : {}) as UsageCounts;
  return { completion: countOf(u.completion_tokens), reasoning: countOf(u.completion_tokens_details?.reasoning_tokens) };
}

/** What the cut-off answer says: the cap and the reasoning tokens spent of it. */
function cutOffDetail(usage: unknown, cap: number): string {
  const { reasoning } = outputOf(usage);
  const thinking = reasoning ? `, davon ${reasoning.toLocaleString("de-DE")} für das Nachdenken (reasoning) des Modells` : "";
  return `Ausgabegrenze ${cap.toLocaleString("de-DE")} Tokens erreicht${thinking}`;
}

/** Throws "truncated" when the answer ran into its cap. */
function failIfCutOff(finishReason: unknown, usage: unknown, cap: number, cost: { tokens: number; estimated: boolean }, text: string) {
  const { completion } = outputOf(usage);
  if (finishReason !== "length" && !(completion !== null && completion >= cap)) return;
  throw new AiFailure("truncated", null, cost.tokens, cost.estimated, cutOffDetail(usage, cap), { textReceived: text.trim() !== "" });
}

interface Completion {
  model?: unknown;
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: unknown;
}

/** Checks `value` against the job's schema; a failure there still says that text came. */
function checked<S extends z.ZodType>(text: string, json: () => unknown, job: ChatJob<S>, tokens: number, estimated: boolean) {
  try {
    return checkedAnswer(json(), job.schema, tokens, estimated);
  } catch (err) {
    if (!(err instanceof AiFailure)) throw err;
    const failure = err;
    throw new AiFailure(failure.kind, failure.status, failure.tokens, failure.estimated, failure.detail, {
      textReceived: text.trim() !== "",
    });
  }
}

/** An OpenAI-shaped completion (OpenAI, Azure, compatible servers, newer Workers AI models); `cap`: the cap sent. */
export function readCompletion<S extends z.ZodType>(
  completion: unknown,
  job: ChatJob<S>,
  model: string,
  cap = job.cap,
): AiResult<z.output<S>> {
  if (!completion || typeof completion !== "object" || !Array.isArray((completion as Completion).choices))
    throw new AiFailure("unreadable", null, 0);
  const c = completion as Completion;
  const choice = c.choices?.[0];
  const text = messageText(choice?.message?.content) ?? "";
  const cost = tokensOf(c.usage, promptText(job), text);
  const { tokens, estimated } = cost;
  const refusal = refusalOf(choice?.message);
  if (refusal) throw new AiFailure("refused", null, tokens, estimated, refusal.slice(0, 300), { textReceived: true });
  failIfCutOff(choice?.finish_reason, c.usage, cap, cost, text);
  if (!text.trim()) throw new AiFailure("incomplete", null, tokens, estimated);
  const value = checked(text, () => jsonFromText(text, tokens, estimated), job, tokens, estimated);
  return { value, source: typeof c.model === "string" && c.model ? c.model : model, tokens, estimated };
}

/** Workers AI's own answer shape: `{ response: text | object, usage }` (JSON mode may give the object itself). */
export function readWorkersAiAnswer<S extends z.ZodType>(answer: unknown, job: ChatJob<S>, model: string): AiResult<z.output<S>> {
  if (answer && typeof answer === "object" && Array.isArray((answer as Completion).choices)) return readCompletion(answer, job, model);
  if (!answer || typeof answer !== "object" || !("response" in answer)) throw new AiFailure("unreadable", null, 0);
  const { response, usage } = answer as { response: unknown; usage?: unknown };
  const text = typeof response === "string" ? response : response == null ? "" : JSON.stringify(response);
  const cost = tokensOf(usage, promptText(job), text);
  const { tokens, estimated } = cost;
  // Workers AI names no finish reason: an answer as long as its max_tokens was cut off
  failIfCutOff(null, usage, job.cap, cost, text);
  if (!text.trim()) throw new AiFailure("incomplete", null, tokens, estimated);
  const json = () => (typeof response === "object" && response !== null ? response : jsonFromText(text, tokens, estimated));
  return { value: checked(text, json, job, tokens, estimated), source: model, tokens, estimated };
}
