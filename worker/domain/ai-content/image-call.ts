/**
 * @file POST /image's work: admitted by the ledger, the picture made in the studio's format and stored in the media
 * library; a picture that was made but cannot be stored still books what it cost, and the stock image answers.
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
  const timeoutMs = aiSettings(deps.env)?.timeoutMs ?? 0;
  const brief = { prompt: input.prompt, title: input.title, format: input.format, quality: input.quality };
  const admission = await admitAiCall(deps, imageReservation(brief));
  const outcome = await withAdmission(deps, admission, () =>
    withFallback(
      deps.env,
      async (p) => {
        const image = await p.image(brief);
        try {
          return { ...image, value: await storeGeneratedImage(deps, image.value, { title: input.title, alt_text, timeoutMs }) };
        } catch (err) {
          // the picture was made (and paid for) although it cannot be used
          throw failureOf(err).plus(image.tokens, Boolean(image.estimated));
        }
      },
      { images: true },
    ),
  );
  return { admission, outcome, alt_text };
}
