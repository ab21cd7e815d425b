/**
 * @file The AI ledger: before a call, the per-user limit is counted and (with a provider and a budget) the call's cap
 * reserved against the month's budget, each in one conditional statement, so parallel calls cannot pass either
 * (the sign-in throttle's pattern); after it, the reservation is replaced by the real cost, with the audit row, in one
 * batch. A reservation left by a call that died is ignored after RESERVATION_LIFETIME_MS.
 */
import { sql } from "drizzle-orm";
import { AI_MESSAGES } from "../../../common/schemas/ai-content";
import { aiRateLimits, aiReservations, aiUsage } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { ApiError } from "../../lib/errors";
import { actorOf } from "../actor";
import { aiSettings } from "./provider-settings";
import { reasoningHeadroom } from "./reasoning";
import type { AiOutcome } from "./studio";
import { monthlyBudget, secondsToNextMonth, usageInsert, usageMonth } from "./usage";

/** Generation calls per user and window, template answers included. */
const AI_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 };
/** Longer than any call can take (60 s at most), short enough that a lost reservation frees its tokens soon. */
const RESERVATION_LIFETIME_MS = 10 * 60 * 1000;

export interface Admission {
  reservationId: number | null;
}

/** Counts the call in the user's window, atomically; 429 `rate_limited` past the limit. */
async function takeRateLimit(deps: Deps, userId: number) {
  const now = new Date();
  const windowEnds = new Date(now.getTime() + AI_RATE_LIMIT.windowSeconds * 1000).toISOString();
  const expired = sql`${aiRateLimits.window_ends} <= ${now.toISOString()}`;
  const [row] = await deps.db
    .insert(aiRateLimits)
    .values({ user_id: userId, calls: 1, window_ends: windowEnds })
    .onConflictDoUpdate({
      target: aiRateLimits.user_id,
      set: {
        calls: sql`CASE WHEN ${expired} THEN 1 ELSE ${aiRateLimits.calls} + 1 END`,
        window_ends: sql`CASE WHEN ${expired} THEN ${windowEnds} ELSE ${aiRateLimits.window_ends} END`,
      },
    })
    .returning({ calls: aiRateLimits.calls, window_ends: aiRateLimits.window_ends });
  if (row.calls <= AI_RATE_LIMIT.max) return;
  const retryAfter = Math.max(1, Math.ceil((Date.parse(row.window_ends) - now.getTime()) / 1000));
  throw new ApiError(429, "rate_limited", AI_MESSAGES.rateLimited, { retry_after: retryAfter }, { "Retry-After": String(retryAfter) });
}

/** Reserves `tokens` if the month's booked tokens, the live reservations and these stay within the budget (one statement). */
async function reserve(deps: Deps, userId: number, tokens: number, budget: number): Promise<number> {
  const month = usageMonth();
  const since = new Date(Date.now() - RESERVATION_LIFETIME_MS).toISOString();
  const rows = await deps.db.all<{ id: number }>(sql`
    INSERT INTO ${aiReservations} (user_id, month, tokens)
    SELECT ${userId}, ${month}, ${tokens}
    WHERE (SELECT COALESCE(SUM(${aiUsage.tokens}), 0) FROM ${aiUsage} WHERE ${aiUsage.month} = ${month})
        + (SELECT COALESCE(SUM(tokens), 0) FROM ${aiReservations} WHERE month = ${month} AND created_at > ${since})
        + ${tokens} <= ${budget}
    RETURNING id`);
  if (rows[0]) return rows[0].id;
  const retryAfter = secondsToNextMonth();
  throw new ApiError(
    429,
    "ai_budget_exceeded",
    AI_MESSAGES.budgetExceeded,
    { budget, retry_after: retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * The per-user limit, then (only a configured provider spends tokens) the reservation of `tokens` against the budget;
 * each of the call's `chatCalls` chat completions reserves the room its reasoning model gets on top of the cap.
 */
export async function admitAiCall(deps: Deps, tokens: number, chatCalls = 1): Promise<Admission> {
  const user = actorOf(deps);
  await takeRateLimit(deps, user.id);
  const budget = monthlyBudget(deps.env);
  const settings = aiSettings(deps.env);
  if (!settings || budget === null) return { reservationId: null };
  const reserved = tokens + chatCalls * reasoningHeadroom(settings.model);
  return { reservationId: await reserve(deps, user.id, reserved, budget) };
}

const release = (deps: Deps, admission: Admission) =>
  deps.db.delete(aiReservations).where(sql`${aiReservations.id} = ${admission.reservationId ?? -1}`);

/** Runs `call` within its admission; an unexpected error frees the reservation before it travels on. */
export async function withAdmission<T>(deps: Deps, admission: Admission, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (admission.reservationId !== null) await release(deps, admission);
    throw err;
  }
}

/** The reservation replaced by the real cost, and the audit row, in one batch; returns the answer's common part. */
export async function accountAiCall<T>(
  deps: Deps,
  admission: Admission,
  action: string,
  outcome: AiOutcome<T>,
  details: Record<string, unknown>,
) {
  const db = deps.db;
  const estimated = Boolean(outcome.estimated);
  await db.batch([
    release(deps, admission),
    usageInsert(db, actorOf(deps).id, outcome.tokens, estimated),
    auditInsert(deps, {
      action,
      entity: "ai_content",
      entityId: typeof details.ai_content_id === "number" ? details.ai_content_id : null,
      details: {
        ...details,
        source: outcome.source,
        tokens: outcome.tokens,
        tokens_estimated: estimated,
        // pictures are their own unit: counted here (and in GET /usage), never turned into tokens
        ...(outcome.images ? { images: outcome.images, usage_month: usageMonth() } : {}),
        provider_error: outcome.provider_error?.kind ?? null,
      },
    }),
  ]);
  return { success: true as const, source: outcome.source, provider_error: outcome.provider_error };
}
