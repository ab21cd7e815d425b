/**
 * @file POST /image's work: admitted by the ledger, the picture made in the studio's format and stored in the media
 * library, both within the worker's one timeout (a URL answer is downloaded in the time left); a picture that was made
 * but cannot be stored still books what it cost (its tokens, if any, and the picture), and the stock image answers.
 */
import type { z } from "zod";
import type { aiImageRequestSchema } from "../../../common/schemas/ai-content";
import type { Deps } from "../../env";
import { admitAiCall, withAdmission } from "./accounting";
import { storeGeneratedImage } from "./image-store";
import { failureOf } from "./openai-provider";
import { imageReservation } from "./output-caps";
import { aiSettings } from "./provider-settings";
import { withFallback } from "./studio";

export async function generateStoredImage(deps: Deps, input: z.output<typeof aiImageRequestSchema>) {
  const alt_text = (input.alt_text ?? input.title ?? input.prompt).slice(0, 500);
  const settings = aiSettings(deps.env);
  const brief = { prompt: input.prompt, title: input.title, format: input.format, quality: input.quality };
  // only the GPT image models of the OpenAI kinds report tokens for a picture
  const reportsTokens = settings !== null && settings.kind !== "workers-ai" && /^gpt-image-/i.test(settings.imageModel);
  const admission = await admitAiCall(deps, imageReservation(brief, reportsTokens), 0);
  const deadline = Date.now() + (settings?.timeoutMs ?? 0);
  const outcome = await withAdmission(deps, admission, () =>
    withFallback(
      deps.env,
      async (p) => {
        const image = await p.image(brief);
        try {
          const timeoutMs = Math.max(1, deadline - Date.now());
          return { ...image, value: await storeGeneratedImage(deps, image.value, { title: input.title, alt_text, timeoutMs }) };
        } catch (err) {
          // the picture was made (and paid for) although it cannot be used
          throw failureOf(err).plus(image.tokens, Boolean(image.estimated), image.images ?? 0);
        }
      },
      { images: true },
    ),
  );
  return { admission, outcome, alt_text };
}
