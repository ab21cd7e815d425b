/** @file This month's AI usage (the user's and the site's, against the budget) and who answers: the model or templates. */
import { useQuery } from "@tanstack/react-query";
import { aiUsageQuery } from "../../queries/ai-content";

const n = (v: number) => v.toLocaleString("de-DE");

export function UsageLine() {
  const usage = useQuery(aiUsageQuery);
  if (!usage.data) return null;
  const { user, site, budget, provider } = usage.data;
  return (
    <p className="ai-usage">
      <span>
        Ihre Nutzung diesen Monat: <strong>{n(user.requests)}</strong> Anfragen, <strong>{n(user.tokens)}</strong> Tokens
      </span>
      <span>
        Website gesamt: <strong>{n(site.requests)}</strong> Anfragen, <strong>{n(site.tokens)}</strong> Tokens
        {budget.tokens !== null && (
          <>
            {" "}
            von {n(budget.tokens)} (noch {n(budget.remaining ?? 0)})
          </>
        )}
      </span>
      <span>
        {provider.configured ? (
          <>
            AI-Anbieter: <strong>{provider.model}</strong>
          </>
        ) : (
          <>Kein AI-Anbieter eingerichtet: Vorlagen antworten.</>
        )}
      </span>
    </p>
  );
}
