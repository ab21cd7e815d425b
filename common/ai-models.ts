/**
 * @file The AI studio's model catalogue: the models docs/ai-studio.md names (the defaults, and the ones they replace),
 * each with the provider's announced shutdown date, its successor and the page that says so (read on `checked`); and
 * the notices the settings screen shows before a configured model is switched off. Pure data and date arithmetic: the
 * worker builds the notices (usage-report.ts, provider-check.ts), the admin shows them.
 */
import type { AiModelNotice, AiProviderKind } from "./schemas/ai-content";

interface CatalogueModel {
  id: string;
  /** Dated snapshots that share the entry's dates. */
  snapshots?: string[];
  /** The provider whose calendar this is (Azure OpenAI keeps its own: its deployments are not matched). */
  provider: "openai" | "workers-ai";
  use: "text" | "image";
  /** `YYYY-MM-DD` of the announced shutdown; null: none announced when checked. */
  retires: string | null;
  /** What the provider names as replacement. */
  successors: string[];
  source: string;
  /** When the source was read. */
  checked: string;
  /** One of the models docs/ai-studio.md proposes today. */
  recommended?: boolean;
}

const OPENAI_DEPRECATIONS = "https://developers.openai.com/api/docs/deprecations";
const CLOUDFLARE_DEPRECATIONS = "https://developers.cloudflare.com/changelog/post/2026-05-08-planned-model-deprecations/";
const CHECKED = "2026-11-28";

/** @public (docs/ai-studio.md lists the same, tests/web/ai-models.test.ts keeps them together) */
export const MODEL_CATALOGUE: readonly CatalogueModel[] = [
  // OpenAI, text
  {
    id: "gpt-6.1-terra",
    provider: "openai",
    use: "text",
    retires: null,
    successors: [],
    source: "https://developers.openai.com/api/docs/models/gpt-6.1-terra",
    checked: CHECKED,
    recommended: true,
  },
  {
    id: "gpt-5.4-mini",
    snapshots: ["gpt-5.4-mini-2026-03-17"],
    provider: "openai",
    use: "text",
    retires: null,
    successors: [],
    source: OPENAI_DEPRECATIONS,
    checked: CHECKED,
  },
  {
    id: "gpt-5-mini",
    snapshots: ["gpt-5-mini-2025-08-07"],
    provider: "openai",
    use: "text",
    retires: "2026-12-11",
    successors: ["gpt-6.1-terra"],
    source: OPENAI_DEPRECATIONS,
    checked: CHECKED,
  },
  {
    id: "gpt-5",
    snapshots: ["gpt-5-2025-08-07"],
    provider: "openai",
    use: "text",
    retires: "2026-12-11",
    successors: ["gpt-6.1-sol"],
    source: OPENAI_DEPRECATIONS,
    checked: CHECKED,
  },
  // OpenAI, images
  {
    id: "gpt-image-2.6-flare",
    provider: "openai",
    use: "image",
    retires: null,
    successors: [],
    source: OPENAI_DEPRECATIONS,
    checked: CHECKED,
    recommended: true,
  },
  {
    id: "gpt-image-1-mini",
    provider: "openai",
    use: "image",
    retires: "2026-12-01",
    successors: ["gpt-image-2.6-flare", "gpt-image-2.6-sunburst"],
    source: OPENAI_DEPRECATIONS,
    checked: CHECKED,
  },
  {
    id: "gpt-image-1.5",
    snapshots: ["gpt-image-1.5-2025-12-16"],
    provider: "openai",
    use: "image",
    retires: "2026-12-01",
    successors: ["gpt-image-2.6-flare", "gpt-image-2.6-sunburst"],
    source: OPENAI_DEPRECATIONS,
    checked: CHECKED,
  },
  {
    // OpenAI named gpt-image-1.5, itself switched off on 2026-12-01: its successors are given here
    id: "gpt-image-1",
    provider: "openai",
    use: "image",
    retires: "2026-10-23",
    successors: ["gpt-image-2.6-flare", "gpt-image-2.6-sunburst"],
    source: "https://dev.to/importstatic/every-openai-model-shutdown-date-until-january-2027-and-what-replaces-it-1dfk",
    checked: CHECKED,
  },
  // Workers AI
  {
    id: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
    provider: "workers-ai",
    use: "text",
    retires: null,
    successors: [],
    source: CLOUDFLARE_DEPRECATIONS,
    checked: CHECKED,
    recommended: true,
  },
  {
    id: "@cf/meta/llama-3.1-8b-instruct",
    provider: "workers-ai",
    use: "text",
    retires: "2026-05-30",
    successors: ["@cf/zai-org/glm-4.7-flash"],
    source: CLOUDFLARE_DEPRECATIONS,
    checked: CHECKED,
  },
  {
    id: "@cf/meta/llama-3.1-70b-instruct",
    provider: "workers-ai",
    use: "text",
    retires: "2026-05-30",
    successors: ["@cf/meta/llama-3.3-70b-instruct-fp8-fast"],
    source: CLOUDFLARE_DEPRECATIONS,
    checked: CHECKED,
  },
  {
    id: "@cf/black-forest-labs/flux-1-schnell",
    provider: "workers-ai",
    use: "image",
    retires: null,
    successors: [],
    source: "https://developers.cloudflare.com/workers-ai/models/flux-1-schnell/",
    checked: CHECKED,
    recommended: true,
  },
];

const DAY_MS = 86_400_000;

/** The catalogue entry of a model as the provider of `kind` serves it (Azure OpenAI and other servers: none). */
function catalogueEntry(kind: AiProviderKind, model: string): CatalogueModel | null {
  const provider = kind === "openai" ? "openai" : kind === "workers-ai" ? "workers-ai" : null;
  if (!provider) return null;
  const name = model.trim().toLowerCase();
  return MODEL_CATALOGUE.find((m) => m.provider === provider && (m.id === name || m.snapshots?.includes(name))) ?? null;
}

const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * The notices for the configured models whose shutdown is announced: from the announcement on (the providers give
 * three to six months), and after it. `today` is the `YYYY-MM-DD` of the check (Berlin).
 */
export function modelNotices(
  kind: AiProviderKind,
  models: { AI_MODEL: string | null; AI_IMAGE_MODEL: string | null },
  today: string,
): AiModelNotice[] {
  const notices: AiModelNotice[] = [];
  for (const variable of ["AI_MODEL", "AI_IMAGE_MODEL"] as const) {
    const model = models[variable];
    const entry = model ? catalogueEntry(kind, model) : null;
    if (!model || !entry?.retires) continue;
    const daysLeft = Math.round((Date.parse(`${entry.retires}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    const retired = daysLeft <= 0;
    const provider = entry.provider === "openai" ? "OpenAI" : "Cloudflare";
    const when = retired
      ? `ist seit dem ${germanDate(entry.retires)} bei ${provider} abgeschaltet`
      : `wird am ${germanDate(entry.retires)} von ${provider} abgeschaltet (in ${daysLeft} ${daysLeft === 1 ? "Tag" : "Tagen"})`;
    const successor = entry.successors.length ? ` Nachfolger: ${entry.successors.join(" oder ")}.` : "";
    notices.push({
      model,
      variable,
      retires: entry.retires,
      retired,
      days_left: daysLeft,
      successors: entry.successors,
      source: entry.source,
      message: `Das Modell ${model} (${variable}) ${when}.${successor} Bitte ${variable} umstellen.`,
    });
  }
  return notices;
}
