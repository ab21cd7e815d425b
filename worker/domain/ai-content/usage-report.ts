/** @file The studio's usage panel: the actor's and the site's requests and tokens this month, the budget left, and which provider answers. */
import type { AiUsageResponse } from "../../../common/schemas/ai-content";
import type { Deps } from "../../env";
import { actorOf } from "../actor";
import { aiSettings } from "./provider-settings";
import { monthlyBudget, monthUsage, usageMonth } from "./usage";

export async function usageReport(deps: Deps): Promise<AiUsageResponse> {
  const usage = await monthUsage(deps.db, actorOf(deps).id);
  const budget = monthlyBudget(deps.env);
  const settings = aiSettings(deps.env);
  return {
    month: usageMonth(),
    ...usage,
    budget: { tokens: budget, remaining: budget === null ? null : Math.max(0, budget - usage.site.tokens) },
    provider: {
      configured: settings !== null,
      kind: settings?.kind ?? null,
      model: settings?.model ?? null,
      image_model: settings?.imageModel || null,
    },
  };
}
