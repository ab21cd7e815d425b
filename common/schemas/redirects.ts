/** @file A redirect as staff enter it on the Weiterleitungen screen (old path -> new path or external URL, 301/302/410). */
import { z } from "zod";

const sitePath = z
  .string()
  .trim()
  .min(1, "Pflichtfeld")
  .max(500)
  .regex(/^\/[^\s?#]*$/, "Ein Pfad der Website, z. B. /blog/alter-beitrag");

export const redirectSchema = z
  .object({
    from_path: sitePath.refine((p) => !/^\/(api|admin|media)(\/|$)/.test(p), "Dieser Pfad gehört nicht zur öffentlichen Website"),
    to_path: z
      .string()
      .trim()
      .max(1000)
      .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, "Ein Pfad (/...) oder eine Adresse (https://...)")
      .nullish()
      .transform((v) => v || null),
    status: z.union([z.literal(301), z.literal(302), z.literal(410)], { error: "301, 302 oder 410" }),
  })
  .superRefine((r, ctx) => {
    if (r.status !== 410 && !r.to_path) ctx.addIssue({ code: "custom", path: ["to_path"], message: "Pflichtfeld außer bei 410" });
    if (r.to_path && r.to_path.replace(/\/+$/, "") === r.from_path.replace(/\/+$/, ""))
      ctx.addIssue({ code: "custom", path: ["to_path"], message: "Ziel und Quelle sind gleich" });
  });

export type RedirectInput = z.output<typeof redirectSchema>;
