/**
 * @file Image request bodies per model, with the sizes and qualities each accepts (openai/openai-openapi,
 * CreateImageRequest): the GPT image models take 1024x1024, 1536x1024, 1024x1536 or auto and low/medium/high/auto;
 * DALL-E 3 took 1792x1024 and standard/hd (removed from OpenAI's API, kept for servers that still offer it);
 * Workers AI's FLUX.1 schnell takes a prompt of at most 2,048 characters and 1-8 steps and makes square pictures.
 */
import type { ImageBrief } from "./types";

const isGptImage = (model: string) => /^gpt-image-/i.test(model);
const isDallE3 = (model: string) => /^dall-e-3$/i.test(model);
const isDallE2 = (model: string) => /^dall-e-2$/i.test(model);

/** images/generations for OpenAI and OpenAI-compatible servers. */
export function openAiImageBody(model: string, prompt: string, brief: Pick<ImageBrief, "format" | "quality">) {
  const landscape = brief.format === "landscape";
  if (isDallE3(model)) {
    return {
      model,
      prompt: prompt.slice(0, 4000),
      n: 1,
      size: landscape ? ("1792x1024" as const) : ("1024x1024" as const),
      quality: brief.quality,
      response_format: "b64_json" as const,
    };
  }
  if (isDallE2(model))
    return { model, prompt: prompt.slice(0, 1000), n: 1, size: "1024x1024" as const, response_format: "b64_json" as const };
  const size = landscape ? ("1536x1024" as const) : ("1024x1024" as const);
  // GPT image models always answer base64; other servers mostly copy their sizes (and may not know the qualities)
  if (isGptImage(model)) return { model, prompt, n: 1, size, quality: brief.quality === "hd" ? ("high" as const) : ("medium" as const) };
  return { model, prompt: prompt.slice(0, 4000), n: 1, size };
}

/** FLUX.1 schnell's steps: its default; more (up to 8) only for "hd". */
const FLUX_STEPS = { standard: 4, hd: 8 } as const;

/** Workers AI's image models through the binding. */
export function workersAiImageInput(model: string, prompt: string, brief: Pick<ImageBrief, "format" | "quality">) {
  if (/flux-1-schnell/i.test(model)) return { prompt: prompt.slice(0, 2048), steps: FLUX_STEPS[brief.quality] };
  // the Stable Diffusion and Leonardo models take a width and height
  const landscape = brief.format === "landscape";
  return { prompt: prompt.slice(0, 2048), width: landscape ? 1536 : 1024, height: 1024 };
}
