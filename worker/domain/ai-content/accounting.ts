/**
 * @file What every AI call costs and leaves behind: before it, the per-user rate limit and (with a configured
 * provider) the site's monthly budget; after it, the usage and the audit row in one batch.
 */
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { actorOf } from "../actor";
import { type AiOutcome, aiSettings } from "./studio";
import { assertBudgetLeft, takeRateLimit, usageInsert } from "./usage";

/** Rate limit, then the budget (only a configured provider spends tokens). */
export async function admitAiCall(deps: Deps): Promise<void> {
  const user = actorOf(deps);
  await takeRateLimit(deps.env, user.id);
  if (aiSettings(deps.env)) await assertBudgetLeft(deps.env, deps.db, user.id);
}

/** Usage and audit row of one call, in one batch; returns the answer's common part. */
export async function accountAiCall<T>(deps: Deps, action: string, outcome: AiOutcome<T>, details: Record<string, unknown>) {
  const db = deps.db;
  await db.batch([
    usageInsert(db, actorOf(deps).id, outcome.tokens),
    auditInsert(deps, {
      action,
      entity: "ai_content",
      entityId: typeof details.ai_content_id === "number" ? details.ai_content_id : null,
      details: { ...details, source: outcome.source, tokens: outcome.tokens, provider_error: outcome.provider_error?.kind ?? null },
    }),
  ]);
  return { success: true as const, source: outcome.source, provider_error: outcome.provider_error };
}
