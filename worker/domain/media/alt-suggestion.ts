/**
 * @file An AI suggestion of a picture's alt texts in both languages, from its file name, the library's description and
 * tags, and where it is going: through the AI studio's provider (its per-user limit, monthly budget, usage booking
 * and audit row), the template suggestion when no provider is set or it fails.
 */
import type { AltTextBrief } from "../../../common/alt-text";
import type { Deps } from "../../env";
import { lazy } from "../../lib/lazy";
import { accountAiCall, admitAiCall, withAdmission } from "../ai-content/accounting";
import { OUTPUT_CAPS } from "../ai-content/output-caps";
import { findAsset } from "./library";

/** The provider clients and templates load on the first suggestion, not with the worker (worker/lib/lazy.ts). */
const generation = lazy("ai-generation", () => import("../ai-content/generation"));

// the prompt's instructions plus the brief's few lines
const PROMPT_TOKENS = 400;

export async function suggestAltTexts(deps: Deps, id: number, context: string | null) {
  const asset = await findAsset(deps, id);
  const brief: AltTextBrief = { file_name: asset.original_filename, description: asset.description, tags: asset.tags, context };
  const admission = await admitAiCall(deps, OUTPUT_CAPS.altText + PROMPT_TOKENS);
  const { withFallback } = await generation();
  const outcome = await withAdmission(deps, admission, () => withFallback(deps.env, (p) => p.altText(brief)));
  const common = await accountAiCall(deps, admission, "ai-alt-text", outcome, { asset_id: asset.id });
  return { ...common, ...outcome.value };
}
