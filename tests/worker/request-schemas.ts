/**
 * @file Request bodies checked against the providers' published schemas: OpenAI's CreateChatCompletionRequest and
 * CreateImageRequest (openai/openai-openapi, fixtures/openai-request-schemas.json) with the per-model size and quality
 * rules of their descriptions, and the Workers AI model inputs of Cloudflare's model pages (fixtures/workers-ai-input-schemas.json).
 * @cfworker/json-schema validates without code generation, which workerd forbids.
 */
import { type Schema, Validator } from "@cfworker/json-schema";
import openAi from "./fixtures/openai-request-schemas.json";
import workersAi from "./fixtures/workers-ai-input-schemas.json";

type Components = Record<string, Schema>;
const components = (openAi as unknown as { components: { schemas: Components } }).components.schemas;

/** Property names a schema declares, through its allOf parts and references. */
function declaredProperties(schema: Schema): Set<string> {
  const names = new Set<string>(Object.keys(schema.properties ?? {}));
  for (const part of schema.allOf ?? []) {
    const resolved = typeof part.$ref === "string" ? components[part.$ref.split("/").pop() as string] : part;
    for (const name of declaredProperties(resolved)) names.add(name);
  }
  return names;
}

/** Schema errors of `body` as the named OpenAI request, plus every top-level field the specification does not name. */
export function openAiRequestErrors(name: "CreateChatCompletionRequest" | "CreateImageRequest", body: unknown): string[] {
  const root = { ...(openAi as object), $ref: `#/components/schemas/${name}` } as Schema;
  const result = new Validator(root, "2020-12", false).validate(body);
  const errors = result.errors.map((e) => `${e.instanceLocation}: ${e.error}`);
  const known = declaredProperties(components[name]);
  for (const key of Object.keys((body ?? {}) as object)) if (!known.has(key)) errors.push(`unknown field ${key}`);
  return errors;
}

/**
 * The per-model rules CreateImageRequest states in its descriptions: the GPT image models take 1024x1024, 1536x1024,
 * 1024x1536 or auto and low/medium/high/auto and never response_format; dall-e-3 takes 1024x1024, 1792x1024 or
 * 1024x1792, standard/hd and n=1.
 */
export function openAiImageRuleErrors(body: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const model = String(body.model ?? "");
  if (/^gpt-image-1(\.5|-mini)?$/.test(model)) {
    if (body.size !== undefined && !["1024x1024", "1536x1024", "1024x1536", "auto"].includes(String(body.size)))
      errors.push(`size ${body.size} not accepted by ${model}`);
    if (body.quality !== undefined && !["low", "medium", "high", "auto"].includes(String(body.quality)))
      errors.push(`quality ${body.quality} not accepted by ${model}`);
    if (body.response_format !== undefined) errors.push(`response_format is not supported by ${model}`);
  }
  if (model === "dall-e-3") {
    if (!["1024x1024", "1792x1024", "1024x1792"].includes(String(body.size))) errors.push(`size ${body.size} not accepted by dall-e-3`);
    if (body.quality !== undefined && !["standard", "hd"].includes(String(body.quality))) errors.push(`quality ${body.quality}`);
    if (body.n !== undefined && body.n !== 1) errors.push("dall-e-3 takes n=1 only");
  }
  return errors;
}

/** Schema errors of a Workers AI model input. */
export function workersAiInputErrors(
  model: "llama-3.3-70b-instruct-fp8-fast" | "flux-1-schnell" | "m2m100-1.2b" | "m2m100-1.2b-output",
  input: unknown,
): string[] {
  const schema = (workersAi as unknown as Record<string, Schema>)[model];
  return new Validator(schema, "2020-12", false).validate(input).errors.map((e) => `${e.instanceLocation}: ${e.error}`);
}

/**
 * The reasoning rules of OpenAI's models that CreateChatCompletionRequest leaves to its descriptions ("Not all
 * reasoning models support every value"; `max_completion_tokens` "including visible output tokens and reasoning
 * tokens"): which `reasoning_effort` each family takes (GPT-5, mini, nano: minimal, low, medium, high; GPT-5.1: none,
 * low, medium, high; GPT-5.2 and later 5.x: none to xhigh, GPT-5.6 and GPT-6.x also max; the o-series: low, medium,
 * high; chat variants: none at all) and that a reasoning model refuses `max_tokens` (OpenAI and Azure answer 400
 * "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.").
 * `maxTokensAllowed`: the body is for an OpenAI-compatible server, which reads max_tokens.
 */
export function openAiReasoningRuleErrors(body: Record<string, unknown>, maxTokensAllowed = false): string[] {
  const model = String(body.model ?? "")
    .split("/")
    .pop() as string;
  const effort = body.reasoning_effort;
  const families: [RegExp, string[]][] = [
    [/chat/, []],
    [/^gpt-5(-mini|-nano)?(-\d{4}-\d{2}-\d{2})?$/, ["minimal", "low", "medium", "high"]],
    [/^gpt-5\.1(-|$)/, ["none", "low", "medium", "high"]],
    [/^gpt-(5\.6|[6-9])/, ["none", "low", "medium", "high", "xhigh", "max"]],
    [/^gpt-5\.\d+/, ["none", "low", "medium", "high", "xhigh"]],
    [/^o[1-9]/, ["low", "medium", "high"]],
  ];
  const family = families.find(([pattern]) => pattern.test(model));
  const errors: string[] = [];
  if (!family) {
    if (effort !== undefined) errors.push(`reasoning_effort sent to ${model}, which is no reasoning model`);
    return errors;
  }
  const accepted = family[1];
  if (effort !== undefined && !accepted.includes(String(effort)))
    errors.push(`Unsupported value: '${effort}' is not supported with the '${model}' model`);
  if (accepted.length && !maxTokensAllowed && body.max_tokens !== undefined)
    errors.push("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.");
  return errors;
}
