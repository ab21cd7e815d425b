/**
 * @file One chat completion read into a checked answer, the same for every provider kind: a refusal is its own
 * failure, a cut-off answer (`finish_reason: length`) or a misfit is "incomplete", and every failure carries the
 * tokens the call cost. Content is never used half.
 */
import type { z } from "zod";
import { checkedAnswer, jsonFromText, messageText, refusalOf, tokensOf } from "./answer-parse";
import { type ChatJob, promptText } from "./chat-request";
import { AiFailure, type AiResult } from "./types";

interface Completion {
  model?: unknown;
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: unknown;
}

/** An OpenAI-shaped completion (OpenAI, compatible servers, newer Workers AI models). */
export function readCompletion<S extends z.ZodType>(completion: unknown, job: ChatJob<S>, model: string): AiResult<z.output<S>> {
  if (!completion || typeof completion !== "object" || !Array.isArray((completion as Completion).choices))
    throw new AiFailure("unreadable", null, 0);
  const c = completion as Completion;
  const choice = c.choices?.[0];
  const text = messageText(choice?.message?.content) ?? "";
  const { tokens, estimated } = tokensOf(c.usage, promptText(job), text);
  const refusal = refusalOf(choice?.message);
  if (refusal) throw new AiFailure("refused", null, tokens, estimated, refusal.slice(0, 300));
  if (!text.trim() || choice?.finish_reason === "length") throw new AiFailure("incomplete", null, tokens, estimated);
  const value = checkedAnswer(jsonFromText(text, tokens, estimated), job.schema, tokens, estimated);
  return { value, source: typeof c.model === "string" && c.model ? c.model : model, tokens, estimated };
}

/** Workers AI's own answer shape: `{ response: text | object, usage }` (JSON mode may give the object itself). */
export function readWorkersAiAnswer<S extends z.ZodType>(answer: unknown, job: ChatJob<S>, model: string): AiResult<z.output<S>> {
  if (answer && typeof answer === "object" && Array.isArray((answer as Completion).choices)) return readCompletion(answer, job, model);
  if (!answer || typeof answer !== "object" || !("response" in answer)) throw new AiFailure("unreadable", null, 0);
  const { response, usage } = answer as { response: unknown; usage?: unknown };
  const text = typeof response === "string" ? response : response == null ? "" : JSON.stringify(response);
  const { tokens, estimated } = tokensOf(usage, promptText(job), text);
  if (!text.trim()) throw new AiFailure("incomplete", null, tokens, estimated);
  const json = typeof response === "object" && response !== null ? response : jsonFromText(text, tokens, estimated);
  return { value: checkedAnswer(json, job.schema, tokens, estimated), source: model, tokens, estimated };
}
