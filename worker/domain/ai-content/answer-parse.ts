/**
 * @file Reading a model's answer as real servers give it: content as text or as an array of parts, a leading
 * `<think>` block (local reasoning models), JSON inside a Markdown fence (non-strict providers); the tokens it cost
 * (`total_tokens`, else prompt + completion, else an estimate from the text lengths, marked as such).
 */
import type { z } from "zod";
import { AiFailure } from "./types";

/** The message text: a string, or the text parts of an array joined (Mistral's reasoning models, the Responses-style parts). */
export function messageText(content: unknown): string | null {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const texts = content.flatMap((part) => {
    if (typeof part === "string") return [part];
    if (!part || typeof part !== "object") return [];
    const { type, text } = part as { type?: unknown; text?: unknown };
    // "thinking" parts (reasoning) are not the answer
    return (type === "text" || type === "output_text" || type === undefined) && typeof text === "string" ? [text] : [];
  });
  return texts.length ? texts.join("") : null;
}

/** The JSON value in a model's text; throws AiFailure "incomplete" (unfinished reasoning) or "unreadable". */
export function jsonFromText(text: string, tokens: number, estimated: boolean): unknown {
  let body = text.trim();
  if (/^<think>/i.test(body)) {
    const end = body.search(/<\/think>/i);
    // reasoning that never ended: the answer was cut off
    if (end < 0) throw new AiFailure("incomplete", null, tokens, estimated);
    body = body.slice(end + "</think>".length).trim();
  }
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(body);
  if (fenced) body = fenced[1].trim();
  try {
    return JSON.parse(body);
  } catch {
    // prose around one object ("Here is the JSON: {...}")
    const first = body.indexOf("{");
    const last = body.lastIndexOf("}");
    if (first >= 0 && last > first) {
      try {
        return JSON.parse(body.slice(first, last + 1));
      } catch {
        // falls through
      }
    }
    throw new AiFailure(body ? "unreadable" : "incomplete", null, tokens, estimated);
  }
}

/** `schema`-checked JSON of a model's text: a misfit is "incomplete", nothing of it is used. */
export function checkedAnswer<S extends z.ZodType>(value: unknown, schema: S, tokens: number, estimated: boolean): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AiFailure("incomplete", null, tokens, estimated);
  return parsed.data;
}

interface Usage {
  total_tokens?: unknown;
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
}

const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.round(v) : null);

/** Rough tokens of a text: about four characters per token for German and English prose. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** The tokens a call cost: its usage block, else an estimate from prompt and answer text (`estimated: true`). */
export function tokensOf(usage: unknown, promptText: string, answerText: string): { tokens: number; estimated: boolean } {
  const u = (usage && typeof usage === "object" ? usage : {}) as Usage;
  const total = count(u.total_tokens);
  if (total !== null && total > 0) return { tokens: total, estimated: false };
  const prompt = count(u.prompt_tokens);
  const completion = count(u.completion_tokens);
  if (prompt !== null || completion !== null) return { tokens: (prompt ?? 0) + (completion ?? 0), estimated: false };
  return { tokens: estimateTokens(promptText) + estimateTokens(answerText), estimated: true };
}

/** A refusal text from a message, where the model declined (OpenAI's `refusal` field or a refusal content part). */
export function refusalOf(message: unknown): string | null {
  if (!message || typeof message !== "object") return null;
  const { refusal, content } = message as { refusal?: unknown; content?: unknown };
  if (typeof refusal === "string" && refusal.trim()) return refusal.trim();
  if (Array.isArray(content)) {
    const part = content.find((p) => p && typeof p === "object" && (p as { type?: unknown }).type === "refusal") as
      | { refusal?: unknown }
      | undefined;
    if (typeof part?.refusal === "string" && part.refusal.trim()) return part.refusal.trim();
  }
  return null;
}
