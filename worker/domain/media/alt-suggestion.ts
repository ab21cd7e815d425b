/**
 * @file An AI suggestion of a picture's alt texts in both languages, from its file name, the library's description and
 * tags, and where it is going: through the AI studio's provider (its per-user limit, monthly budget, usage booking
 * and audit row), the template suggestion when no provider is set or it fails.
 */
import type { AltTextBrief } from "../../../common/alt-text";
import type { Deps } from "../../env";
import { accountAiCall, admitAiCall, withAdmission } from "../ai-content/accounting";
import { OUTPUT_CAPS } from "../ai-content/output-caps";
import { withFallback } from "../ai-content/studio";
import { findAsset } from "./library";

// the prompt's instructions plus the brief's few lines
const PROMPT_TOKENS = 400;

export async function suggestAltTexts(deps: Deps, id: number, context: string | null) {
  const asset = await findAsset(deps, id);
  const brief: AltTextBrief = { file_name: asset.original_filename, description: asset.description, tags: asset.tags, context };
  const admission = await admitAiCall(deps, OUTPUT_CAPS.altText + PROMPT_TOKENS);
  const outcome = await withAdmission(deps, admission, () => withFallback(deps.env, (p) => p.altText(brief)));
  const common = await accountAiCall(deps, admission, "ai-alt-text", outcome, { asset_id: asset.id });
  return { ...common, ...outcome.value };
}
