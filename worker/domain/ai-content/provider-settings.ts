/**
 * @file The provider catalogue's settings, read from vars, secrets and bindings: `openai`, `workers-ai` (the AI binding,
 * optionally through an AI Gateway) or `openai-compatible` (any base URL, a JSON mode, extra headers). Null: templates.
 */
import { AI_GENERATION_TIMEOUT_MS, type AiProviderKind } from "../../../common/schemas/ai-content";
import type { Bindings } from "../../env";

/** How an OpenAI-compatible server is asked for JSON: strict schema, JSON object mode, or the prompt only. */
export type JsonMode = "json_schema" | "json_object" | "prompt";

interface Common {
  model: string;
  /** Empty: no image model, the stock images answer. */
  imageModel: string;
  timeoutMs: number;
}

export type ProviderSettings =
  | (Common & { kind: "openai"; baseURL: string; apiKey: string; extraHeaders: Record<string, string> })
  | (Common & { kind: "openai-compatible"; baseURL: string; apiKey: string; jsonMode: JsonMode; extraHeaders: Record<string, string> })
  | (Common & { kind: "workers-ai"; ai: Ai; gatewayId: string | null });

const OPENAI_BASE_URL = "https://api.openai.com/v1";
const JSON_MODES: JsonMode[] = ["json_schema", "json_object", "prompt"];

/**
 * Extra request headers from the secret AI_EXTRA_HEADERS: a JSON object (`{"cf-aig-authorization": "Bearer ..."}`) or
 * `Name: value` lines. Anything else is ignored rather than sent half.
 */
function extraHeadersOf(raw: string | undefined): Record<string, string> {
  const text = raw?.trim();
  if (!text) return {};
  if (text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string" && isHeaderName(e[0])),
      );
    } catch {
      return {};
    }
  }
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).trim();
    if (at > 0 && isHeaderName(name)) headers[name] = line.slice(at + 1).trim();
  }
  return headers;
}

const isHeaderName = (name: string) => /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name);

/** The kind named by AI_PROVIDER; without it, an OpenAI base URL (or none with a model) means `openai`, any other URL `openai-compatible`. */
function kindOf(env: Bindings, baseURL: string): AiProviderKind | null {
  const named = env.AI_PROVIDER?.trim().toLowerCase();
  if (named === "openai" || named === "workers-ai" || named === "openai-compatible") return named;
  if (named) return null;
  if (!baseURL) return null;
  return new URL(baseURL, OPENAI_BASE_URL).host === "api.openai.com" ? "openai" : "openai-compatible";
}

/** The provider settings, or null when none is configured (or the configuration cannot work): then templates answer. */
export function aiSettings(env: Bindings): ProviderSettings | null {
  const baseURL = env.AI_BASE_URL?.trim() ?? "";
  const model = env.AI_MODEL?.trim();
  if (!model) return null;
  let kind: AiProviderKind | null;
  try {
    kind = kindOf(env, baseURL);
  } catch {
    return null;
  }
  // AI_TIMEOUT_MS only shortens the spec's 60 s (tests use it so as not to wait a minute)
  const timeout = Number.parseInt(env.AI_TIMEOUT_MS ?? "", 10);
  const common: Common = {
    model,
    imageModel: env.AI_IMAGE_MODEL?.trim() ?? "",
    timeoutMs: timeout > 0 && timeout < AI_GENERATION_TIMEOUT_MS ? timeout : AI_GENERATION_TIMEOUT_MS,
  };
  const apiKey = env.AI_API_KEY?.trim() ?? "";
  const extraHeaders = extraHeadersOf(env.AI_EXTRA_HEADERS);
  switch (kind) {
    case "workers-ai":
      return env.AI ? { ...common, kind, ai: env.AI, gatewayId: env.AI_GATEWAY_ID?.trim() || null } : null;
    case "openai":
      return { ...common, kind, baseURL: baseURL || OPENAI_BASE_URL, apiKey, extraHeaders };
    case "openai-compatible": {
      if (!baseURL) return null;
      const mode = env.AI_JSON_MODE?.trim() as JsonMode;
      return { ...common, kind, baseURL, apiKey, extraHeaders, jsonMode: JSON_MODES.includes(mode) ? mode : "json_schema" };
    }
    default:
      return null;
  }
}
