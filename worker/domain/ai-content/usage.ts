/**
 * @file AI usage: requests and tokens per staff member and month (D1 `ai_usage`), the site's monthly token budget
 * (`AI_MONTHLY_TOKEN_BUDGET`) and its month; the ledger that admits and books calls atomically is accounting.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import { addDays, berlinDay, berlinDayStart } from "../../../common/berlin-days";
import { aiUsage, auditLog } from "../../db/schema";
import type { Bindings, Db } from "../../env";

/** The counted month, `YYYY-MM` in Europe/Berlin. */
export const usageMonth = (now = new Date()) => berlinDay(now).slice(0, 7);

/** Seconds until the next Berlin month starts at 00:00 in Berlin (the budget's Retry-After), at least a minute. */
export function secondsToNextMonth(now = new Date()): number {
  const firstOfNext = addDays(`${usageMonth(now)}-28`, 4).slice(0, 7);
  const next = Date.parse(berlinDayStart(`${firstOfNext}-01`));
  return Math.max(60, Math.ceil((next - now.getTime()) / 1000));
}

/** The site's monthly token budget; empty or 0 = unlimited. */
export function monthlyBudget(env: Pick<Bindings, "AI_MONTHLY_TOKEN_BUDGET">): number | null {
  const budget = Number.parseInt(env.AI_MONTHLY_TOKEN_BUDGET ?? "", 10);
  return Number.isFinite(budget) && budget > 0 ? budget : null;
}

/**
 * Pictures made this month per user: the AI audit rows that booked them (`details.images`, with the month they were
 * booked in), so that a picture is counted as a picture and not as made-up tokens.
 */
function monthImages(db: Db, month: string) {
  const images = sql<number>`COALESCE(SUM(json_extract(${auditLog.details}, '$.images')), 0)`;
  return db
    .select({ user_id: auditLog.user_id, images })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "ai_content"), sql`json_extract(${auditLog.details}, '$.usage_month') = ${month}`))
    .groupBy(auditLog.user_id);
}

export async function monthUsage(db: Db, userId: number, month = usageMonth()) {
  const [rows, pictures] = await Promise.all([
    db
      .select({ user_id: aiUsage.user_id, requests: aiUsage.requests, tokens: aiUsage.tokens })
      .from(aiUsage)
      .where(eq(aiUsage.month, month)),
    monthImages(db, month),
  ]);
  const sum = (list: typeof rows, images: typeof pictures) => ({
    requests: list.reduce((n, r) => n + r.requests, 0),
    tokens: list.reduce((n, r) => n + r.tokens, 0),
    images: images.reduce((n, r) => n + Number(r.images), 0),
  });
  return {
    user: sum(
      rows.filter((r) => r.user_id === userId),
      pictures.filter((r) => r.user_id === userId),
    ),
    site: sum(rows, pictures),
  };
}

/** Counts one generation call and the tokens it cost, estimates marked (a query, to batch with the call's audit row). */
export function usageInsert(db: Db, userId: number, tokens: number, estimated: boolean) {
  const estimatedTokens = estimated ? tokens : 0;
  return db
    .insert(aiUsage)
    .values({ user_id: userId, month: usageMonth(), requests: 1, tokens, estimated_tokens: estimatedTokens })
    .onConflictDoUpdate({
      target: [aiUsage.user_id, aiUsage.month],
      set: {
        requests: sql`${aiUsage.requests} + 1`,
        tokens: sql`${aiUsage.tokens} + ${tokens}`,
        estimated_tokens: sql`${aiUsage.estimated_tokens} + ${estimatedTokens}`,
        updated_at: new Date().toISOString(),
      },
    });
}
