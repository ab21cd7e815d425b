/**
 * @file The studio's usage panel: the actor's and the site's requests, tokens and pictures this month, the budget
 * left, and which provider answers (a wrong setup named, retirements of its models announced).
 */
import type { AiUsageResponse } from "../../../common/schemas/ai-content";
import type { Deps } from "../../env";
import { actorOf } from "../actor";
import { publicStatus } from "./provider-settings";
import { monthlyBudget, monthUsage, usageMonth } from "./usage";

export async function usageReport(deps: Deps): Promise<AiUsageResponse> {
  const usage = await monthUsage(deps.db, actorOf(deps).id);
  const budget = monthlyBudget(deps.env);
  return {
    month: usageMonth(),
    ...usage,
    budget: { tokens: budget, remaining: budget === null ? null : Math.max(0, budget - usage.site.tokens) },
    provider: publicStatus(deps.env),
  };
}
