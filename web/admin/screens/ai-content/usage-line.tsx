/**
 * @file This month's AI usage (the user's and the site's requests, tokens and pictures, against the budget) and who
 * answers: the model, or templates (no provider, or a setup that cannot work, with its variable); and a warning when a
 * configured model is about to be switched off.
 */
import { useQuery } from "@tanstack/react-query";
import type { AiProviderStatus } from "../../../../common/schemas/ai-content";
import { aiUsageQuery } from "../../queries/ai-content";
import { Banner } from "../../ui";

const n = (v: number) => v.toLocaleString("de-DE");

/** Who answers, in a few words. */
export function providerLine(provider: AiProviderStatus) {
  if (provider.problem) return <>KI-Anbieter falsch eingerichtet ({provider.problem.variable}): Vorlagen antworten.</>;
  if (!provider.configured) return <>Kein AI-Anbieter eingerichtet: Vorlagen antworten.</>;
  return (
    <>
      AI-Anbieter: <strong>{provider.model}</strong>
    </>
  );
}

export function UsageLine() {
  const usage = useQuery(aiUsageQuery);
  if (!usage.data) return null;
  const { user, site, budget, provider } = usage.data;
  return (
    <>
      <p className="ai-usage">
        <span>
          Ihre Nutzung diesen Monat: <strong>{n(user.requests)}</strong> Anfragen, <strong>{n(user.tokens)}</strong> Tokens,{" "}
          <strong>{n(user.images)}</strong> Bilder
        </span>
        <span>
          Website gesamt: <strong>{n(site.requests)}</strong> Anfragen, <strong>{n(site.tokens)}</strong> Tokens
          {budget.tokens !== null && (
            <>
              {" "}
              von {n(budget.tokens)} (noch {n(budget.remaining ?? 0)})
            </>
          )}
          , <strong>{n(site.images)}</strong> Bilder
        </span>
        <span>{providerLine(provider)}</span>
      </p>
      {provider.notices.map((notice) => (
        <Banner key={notice.variable} tone={notice.retired ? "error" : "warning"}>
          {notice.message}
        </Banner>
      ))}
    </>
  );
}
