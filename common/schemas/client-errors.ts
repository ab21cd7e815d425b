/**
 * @file POST /api/client-errors: what the browser reports about an unexpected error (the generic error screen's
 * promise). No personal data: a message, the route (path only, no query) and the release. 204, or 400/413/429 coded.
 */
import { z } from "zod";

export const clientErrorSchema = z.strictObject({
  message: z.string().trim().min(1).max(500),
  route: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^?#\s]*$/, "Nur ein Pfad ohne Query")
    .optional(),
  release: z.string().trim().max(100).optional(),
});
