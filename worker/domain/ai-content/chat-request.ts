/**
 * @file The request bodies of a structured chat call per provider kind (checked in tests against the published
 * schemas): OpenAI and Azure OpenAI Chat Completions with a strict JSON schema, `max_completion_tokens` and, for a
 * reasoning model, `reasoning_effort` and room for its reasoning (reasoning.ts); an OpenAI-compatible server with
 * `max_tokens` and its JSON mode; Workers AI's own input with `max_tokens` and its JSON mode (the bare schema).
 */
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import type { ChatPrompt } from "./prompts";
import type { JsonMode } from "./provider-settings";
import { reasoningOf } from "./reasoning";

/** One structured job: what to ask, the answer's schema (and its name), and the output cap. */
export interface ChatJob<S extends z.ZodType = z.ZodType> {
  name: string;
  prompt: ChatPrompt;
  schema: S;
  cap: number;
}

type JsonSchema = Record<string, unknown>;

/** The answer's JSON schema as OpenAI's strict structured outputs want it (every key required, no extra keys). */
function jsonSchemaOf(job: ChatJob): JsonSchema {
  return zodResponseFormat(job.schema, job.name).json_schema.schema as JsonSchema;
}

/** Where the server is not told the schema (or only loosely), the prompt says it. */
function withSchemaInPrompt(job: ChatJob): ChatPrompt {
  return {
    system: job.prompt.system,
    user: `${job.prompt.user}\n\nAnswer with one JSON object only, no prose and no Markdown fence, valid against this JSON schema:\n${JSON.stringify(jsonSchemaOf(job))}`,
  };
}

const messagesOf = (prompt: ChatPrompt) => [
  { role: "system" as const, content: prompt.system },
  { role: "user" as const, content: prompt.user },
];

/**
 * OpenAI's and Azure OpenAI's Chat Completions: strict JSON schema, `max_completion_tokens` (the reasoning models
 * refuse `max_tokens`: Azure answers 400 to it), for a reasoning model its effort and a cap with room for reasoning.
 */
export function openAiChatBody(model: string, job: ChatJob) {
  const { effort, cap } = reasoningOf(model, job.cap);
  return {
    model,
    messages: messagesOf(job.prompt),
    response_format: { type: "json_schema" as const, json_schema: { name: job.name, strict: true, schema: jsonSchemaOf(job) } },
    max_completion_tokens: cap,
    ...(effort ? { reasoning_effort: effort } : {}),
  };
}

/**
 * Any OpenAI-compatible server: `max_tokens` (what Ollama, llama.cpp, vLLM, Mistral, Gemini and OpenRouter all read)
 * and the configured JSON mode; outside strict mode the prompt carries the schema. An OpenAI reasoning model behind
 * such a server (OpenRouter's `openai/gpt-5-mini`) gets its effort and the room for reasoning too.
 */
export function compatibleChatBody(model: string, job: ChatJob, mode: JsonMode) {
  const { effort, cap } = reasoningOf(model, job.cap);
  const base = { model, max_tokens: cap, ...(effort ? { reasoning_effort: effort } : {}) };
  if (mode === "json_schema") {
    return {
      ...base,
      messages: messagesOf(job.prompt),
      response_format: { type: "json_schema" as const, json_schema: { name: job.name, strict: true, schema: jsonSchemaOf(job) } },
    };
  }
  const messages = messagesOf(withSchemaInPrompt(job));
  return mode === "json_object" ? { ...base, messages, response_format: { type: "json_object" as const } } : { ...base, messages };
}

/** Workers AI's text models through the binding: messages, an explicit `max_tokens`, JSON mode with the bare schema. */
export function workersAiChatInput(job: ChatJob) {
  return {
    messages: messagesOf(withSchemaInPrompt(job)),
    max_tokens: job.cap,
    response_format: { type: "json_schema" as const, json_schema: jsonSchemaOf(job) },
  };
}

/** The prompt's text, for estimating tokens when the provider reports none. */
export const promptText = (job: ChatJob) => `${job.prompt.system}\n${job.prompt.user}`;
