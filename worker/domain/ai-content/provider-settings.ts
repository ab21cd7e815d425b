/**
 * @file The provider catalogue's settings, read from vars, secrets and bindings: `openai`, `azure-openai` (a
 * deployment of an Azure OpenAI resource, `api-key` header), `workers-ai` (the AI binding, optionally through an AI
 * Gateway) or `openai-compatible` (any base URL, a JSON mode, extra headers). No AI_MODEL and nothing else set: on
 * Cloudflare, where the AI binding is bound, Workers AI with DEFAULT_WORKERS_AI_MODEL (issue 42); elsewhere the
 * templates answer. A setup that cannot work is a `problem` naming the variable that is missing or wrong (templates
 * answer then too, and the settings screen says why).
 */

import { modelNotices } from "../../../common/ai-models";
import { berlinDay } from "../../../common/berlin-days";
import {
  AI_PROVIDER_KINDS,
  AI_PROVIDER_TIMEOUT_MS,
  type AiProviderKind,
  type AiProviderStatus,
  type AiSetupProblem,
} from "../../../common/schemas/ai-content";
import type { Bindings } from "../../env";

/** How an OpenAI-compatible server is asked for JSON: strict schema, JSON object mode, or the prompt only. */
export type JsonMode = "json_schema" | "json_object" | "prompt";

interface Common {
  model: string;
  /** Empty: no image model, the stock images answer. */
  imageModel: string;
  timeoutMs: number;
}

interface Http {
  baseURL: string;
  apiKey: string;
  extraHeaders: Record<string, string>;
}

export type ProviderSettings =
  | (Common & Http & { kind: "openai" })
  | (Common & Http & { kind: "azure-openai"; deployment: string; apiVersion: string })
  | (Common & Http & { kind: "openai-compatible"; jsonMode: JsonMode })
  /** `implicit`: chosen because only the binding is there (nothing configured); translation then stays with m2m100. */
  | (Common & { kind: "workers-ai"; ai: Ai; gatewayId: string | null; implicit?: true });

/**
 * The studio's text model where only the AI binding is there: Llama 3.3 70B (fp8, fast) follows the studio's JSON
 * schemas in JSON mode and writes German well; no retirement announced (docs/ai-studio.md#model-catalogue).
 */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** Optional vars of the Azure kind (not in wrangler.toml: most setups name the deployment after its model). */
type AiVars = Bindings & { AI_AZURE_DEPLOYMENT?: string; AI_AZURE_API_VERSION?: string };

const OPENAI_BASE_URL = "https://api.openai.com/v1";
/** The first Azure OpenAI API version with GPT-5 and the o-series (`max_completion_tokens`, `reasoning_effort`). */
const AZURE_API_VERSION = "2025-04-01-preview";
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

const KIND_LIST = AI_PROVIDER_KINDS.join(", ");
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** The kind a misspelt AI_PROVIDER probably meant ("workersai", "open-ai", "azure"), if one is close. */
function meant(raw: string): AiProviderKind | null {
  const typed = squash(raw);
  return AI_PROVIDER_KINDS.find((k) => squash(k) === typed || (typed.length >= 4 && squash(k).startsWith(typed))) ?? null;
}

const problem = (variable: string, message: string): { settings: null; problem: AiSetupProblem } => ({
  settings: null,
  problem: { variable, message },
});

/** The kind named by AI_PROVIDER; without it, an AI_BASE_URL decides (OpenAI's own host: `openai`, any other: compatible). */
function kindOf(env: Bindings, baseURL: string): AiProviderKind | AiSetupProblem {
  const raw = env.AI_PROVIDER?.trim() ?? "";
  const named = raw.toLowerCase();
  if ((AI_PROVIDER_KINDS as readonly string[]).includes(named)) return named as AiProviderKind;
  if (raw) {
    const guess = meant(raw);
    return {
      variable: "AI_PROVIDER",
      message: `AI_PROVIDER „${raw}“ ist unbekannt${guess ? ` (gemeint ist wohl „${guess}“)` : ""}: erlaubt sind ${KIND_LIST}.`,
    };
  }
  if (!baseURL)
    return {
      variable: "AI_PROVIDER",
      message: `AI_MODEL ist gesetzt, aber AI_PROVIDER fehlt: Bitte den Anbieter eintragen (${KIND_LIST}).`,
    };
  return new URL(baseURL).host === "api.openai.com" ? "openai" : "openai-compatible";
}

/** The timeout in force: the worker's 50 s, which AI_TIMEOUT_MS can only shorten (tests use it so as not to wait). */
export function timeoutOf(env: Bindings): number {
  const timeout = Number.parseInt(env.AI_TIMEOUT_MS ?? "", 10);
  return timeout > 0 && timeout < AI_PROVIDER_TIMEOUT_MS ? timeout : AI_PROVIDER_TIMEOUT_MS;
}

/**
 * The provider settings, or null when none is configured; `problem` when the variables name a provider that cannot
 * work as set (the templates answer, and the status says which variable is missing or wrong).
 */
export function providerStatus(env: Bindings): { settings: ProviderSettings | null; problem: AiSetupProblem | null } {
  const vars = env as AiVars;
  const baseURL = env.AI_BASE_URL?.trim() ?? "";
  const model = env.AI_MODEL?.trim() ?? "";
  const imageModel = env.AI_IMAGE_MODEL?.trim() ?? "";
  if (!model) {
    const named = ["AI_PROVIDER", "AI_IMAGE_MODEL"].find((v) => (env[v as keyof Bindings] as string | undefined)?.trim());
    if (named) return problem("AI_MODEL", `${named} ist gesetzt, aber AI_MODEL fehlt: Ohne Textmodell antworten die Vorlagen.`);
    if (!env.AI || baseURL) return { settings: null, problem: null };
    const common: Common = { model: DEFAULT_WORKERS_AI_MODEL, imageModel: "", timeoutMs: timeoutOf(env) };
    const gatewayId = env.AI_GATEWAY_ID?.trim() || null;
    return { settings: { ...common, kind: "workers-ai", ai: env.AI, gatewayId, implicit: true }, problem: null };
  }
  if (baseURL && !URL.canParse(baseURL)) return problem("AI_BASE_URL", `AI_BASE_URL „${baseURL}“ ist keine gültige URL.`);
  const kind = kindOf(env, baseURL);
  if (typeof kind !== "string") return { settings: null, problem: kind };
  const common: Common = { model, imageModel, timeoutMs: timeoutOf(env) };
  const apiKey = env.AI_API_KEY?.trim() ?? "";
  const extraHeaders = extraHeadersOf(env.AI_EXTRA_HEADERS);
  switch (kind) {
    case "workers-ai":
      if (!env.AI)
        return problem("AI", 'AI_PROVIDER=workers-ai braucht das Workers-AI-Binding: [ai] binding = "AI" fehlt in wrangler.toml.');
      return { settings: { ...common, kind, ai: env.AI, gatewayId: env.AI_GATEWAY_ID?.trim() || null }, problem: null };
    case "openai":
      if (!apiKey && (!baseURL || new URL(baseURL).host === "api.openai.com"))
        return problem("AI_API_KEY", "AI_PROVIDER=openai braucht den API-Schlüssel: Secret AI_API_KEY fehlt.");
      return { settings: { ...common, kind, baseURL: baseURL || OPENAI_BASE_URL, apiKey, extraHeaders }, problem: null };
    case "azure-openai": {
      if (!baseURL)
        return problem(
          "AI_BASE_URL",
          "AI_PROVIDER=azure-openai braucht den Endpunkt der Ressource: AI_BASE_URL (https://<ressource>.openai.azure.com) fehlt.",
        );
      if (!apiKey) return problem("AI_API_KEY", "AI_PROVIDER=azure-openai braucht den Schlüssel der Ressource: Secret AI_API_KEY fehlt.");
      const deployment = vars.AI_AZURE_DEPLOYMENT?.trim() || model;
      const apiVersion = vars.AI_AZURE_API_VERSION?.trim() || AZURE_API_VERSION;
      return { settings: { ...common, kind, baseURL, apiKey, extraHeaders, deployment, apiVersion }, problem: null };
    }
    case "openai-compatible": {
      if (!baseURL) return problem("AI_BASE_URL", "AI_PROVIDER=openai-compatible braucht die Adresse des Servers: AI_BASE_URL fehlt.");
      const mode = env.AI_JSON_MODE?.trim() as JsonMode;
      const jsonMode = JSON_MODES.includes(mode) ? mode : "json_schema";
      return { settings: { ...common, kind, baseURL, apiKey, extraHeaders, jsonMode }, problem: null };
    }
  }
}

/** The provider settings, or null when none is configured (or the configuration cannot work): then templates answer. */
export const aiSettings = (env: Bindings): ProviderSettings | null => providerStatus(env).settings;

/** What the admin shows of the provider (never a key): kind, models, a wrong setup, the models' announced retirements. */
export function publicStatus(env: Bindings, now = new Date()): AiProviderStatus {
  const { settings, problem } = providerStatus(env);
  const models = { AI_MODEL: settings?.model ?? null, AI_IMAGE_MODEL: settings?.imageModel || null };
  return {
    configured: settings !== null,
    kind: settings?.kind ?? null,
    model: models.AI_MODEL,
    image_model: models.AI_IMAGE_MODEL,
    problem,
    notices: settings ? modelNotices(settings.kind, models, berlinDay(now)) : [],
  };
}
