/**
 * @file What the AI studio's generation routes call, as one module that they load on first use (worker/lib/lazy.ts):
 * the provider clients (the OpenAI SDK, Workers AI), the template articles and the image pipeline stay out of the
 * worker's main module.
 */
export { generateContent } from "./generate";
export { generateStoredImage } from "./image-call";
export { checkProvider } from "./provider-check";
export { withFallback } from "./studio";
export { translateText } from "./translator";
