/**
 * @file The request a reasoning model needs: its reasoning tokens count against `max_completion_tokens`, so a job's
 * cap (sized for the visible text) gets room for them, and `reasoning_effort` keeps them few. Per family, as OpenAI
 * documents the values (ReasoningEffort in openai/openai-openapi; the models' pages): GPT-5, GPT-5 mini and nano take
 * minimal, low, medium (their default), high; GPT-5.1 and later, GPT-6 take none, low, medium, high (xhigh, max), no
 * minimal; the o-series takes low, medium, high. Chat variants (`*-chat-latest`) take none of it.
 */

/** The efforts the studio sends: the lowest that still reasons, for every job. */
export type ReasoningEffort = "minimal" | "low";

/** Room for the reasoning on top of the visible cap: what the effort spends on our jobs, with a margin. */
const HEADROOM: Record<ReasoningEffort, number> = { minimal: 1_500, low: 4_000 };

/** The model's own name: a router's prefix dropped ("openai/gpt-5-mini"), lower case. */
const bareName = (model: string) => (model.split("/").pop() ?? model).trim().toLowerCase();

const DATED = "(-\\d{4}-\\d{2}-\\d{2})?";
const GPT5_FIRST = new RegExp(`^gpt-5(-mini|-nano)?${DATED}$`);
const GPT_LATER = /^gpt-(5\.\d+|[6-9](\.\d+)?)(-[a-z0-9.]+)*$/;
const O_SERIES = /^o[1-9](-mini|-pro)?(-\d{4}-\d{2}-\d{2})?$/;

/**
 * The effort for a model, or null when it is no OpenAI reasoning model (or one that takes no effort): GPT-5 and its
 * mini and nano get minimal (they alone know it), every later GPT and the o-series low.
 */
function reasoningEffortFor(model: string): ReasoningEffort | null {
  const name = bareName(model);
  if (/chat/.test(name) || /-pro(-|$)/.test(name)) return null;
  if (GPT5_FIRST.test(name)) return "minimal";
  if (GPT_LATER.test(name) || O_SERIES.test(name)) return "low";
  return null;
}

/** The reasoning part of a chat request: the effort, and the job's cap with room for the reasoning. */
export function reasoningOf(model: string, cap: number): { effort: ReasoningEffort | null; cap: number } {
  const effort = reasoningEffortFor(model);
  return { effort, cap: effort ? cap + HEADROOM[effort] : cap };
}

/** Extra tokens a call of this model reserves against the budget (its cap grows by the headroom). */
export const reasoningHeadroom = (model: string) => {
  const effort = reasoningEffortFor(model);
  return effort ? HEADROOM[effort] : 0;
};
