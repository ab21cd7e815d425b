/**
 * @file AI usage: requests and tokens per staff member and month (D1 `ai_usage`), the site's monthly token budget
 * (`AI_MONTHLY_TOKEN_BUDGET`), and a per-user rate limit in KV (a brake: KV is eventually consistent).
 */
import { eq, sql } from "drizzle-orm";
import { AI_MESSAGES } from "../../../common/schemas/ai-content";
import { aiUsage } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { ApiError } from "../../lib/errors";

/** Generation calls per user and window, template answers included. */
const AI_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 };

const berlinDate = (now: Date) => now.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });

/** The counted month, `YYYY-MM` in Europe/Berlin. */
export const usageMonth = (now = new Date()) => berlinDate(now).slice(0, 7);

/** Seconds until the next Berlin month starts (a little early at most: the budget's Retry-After). */
function secondsToNextMonth(now = new Date()): number {
  const [year, month] = usageMonth(now).split("-").map(Number);
  // midnight UTC of the 1st; Berlin is 1-2 hours ahead, so this is at most 2 hours late
  const next = Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1);
  return Math.max(60, Math.ceil((next - now.getTime()) / 1000));
}

/** The site's monthly token budget; empty or 0 = unlimited. */
export function monthlyBudget(env: Pick<Bindings, "AI_MONTHLY_TOKEN_BUDGET">): number | null {
  const budget = Number.parseInt(env.AI_MONTHLY_TOKEN_BUDGET ?? "", 10);
  return Number.isFinite(budget) && budget > 0 ? budget : null;
}

export async function monthUsage(db: Db, userId: number, month = usageMonth()) {
  const rows = await db
    .select({ user_id: aiUsage.user_id, requests: aiUsage.requests, tokens: aiUsage.tokens })
    .from(aiUsage)
    .where(eq(aiUsage.month, month));
  const sum = (list: typeof rows) => ({
    requests: list.reduce((n, r) => n + r.requests, 0),
    tokens: list.reduce((n, r) => n + r.tokens, 0),
  });
  return { user: sum(rows.filter((r) => r.user_id === userId)), site: sum(rows) };
}

/** Counts one generation call and the tokens it cost (a query, to batch with the call's audit row). */
export function usageInsert(db: Db, userId: number, tokens: number) {
  return db
    .insert(aiUsage)
    .values({ user_id: userId, month: usageMonth(), requests: 1, tokens })
    .onConflictDoUpdate({
      target: [aiUsage.user_id, aiUsage.month],
      set: {
        requests: sql`${aiUsage.requests} + 1`,
        tokens: sql`${aiUsage.tokens} + ${tokens}`,
        updated_at: new Date().toISOString(),
      },
    });
}

/** 429 `ai_budget_exceeded` once the site's tokens this month reach the budget. */
export async function assertBudgetLeft(env: Bindings, db: Db, userId: number) {
  const budget = monthlyBudget(env);
  if (budget === null) return;
  const { site } = await monthUsage(db, userId);
  if (site.tokens < budget) return;
  const retryAfter = secondsToNextMonth();
  throw new ApiError(
    429,
    "ai_budget_exceeded",
    AI_MESSAGES.budgetExceeded,
    { budget, used: site.tokens, retry_after: retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}

interface Counter {
  count: number;
  reset_at: number;
}

/** Counts a generation call against the user's window; 429 `rate_limited` past the limit. KV down: allowed. */
export async function takeRateLimit(env: Bindings, userId: number) {
  const key = `ai-rate:user:${userId}`;
  const now = Math.floor(Date.now() / 1000);
  let current: Counter | null = null;
  try {
    current = await env.KV.get<Counter>(key, "json");
  } catch {
    return;
  }
  const live = current && current.reset_at > now ? current : null;
  if (live && live.count >= AI_RATE_LIMIT.max) {
    const retryAfter = Math.max(1, live.reset_at - now);
    throw new ApiError(429, "rate_limited", AI_MESSAGES.rateLimited, { retry_after: retryAfter }, { "Retry-After": String(retryAfter) });
  }
  const next: Counter = live
    ? { count: live.count + 1, reset_at: live.reset_at }
    : { count: 1, reset_at: now + AI_RATE_LIMIT.windowSeconds };
  try {
    // KV expirations must lie at least 60 s ahead
    await env.KV.put(key, JSON.stringify(next), { expiration: Math.max(next.reset_at, now + 60) });
  } catch {
    // a broken limiter must not block the studio
  }
}
