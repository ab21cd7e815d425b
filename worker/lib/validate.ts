/** @file One wrapper around zValidator: invalid input becomes a 400 with field errors in the API's error shape. */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { type ZodType, z } from "zod";
import { badRequest } from "./errors";

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const flat = z.flattenError(result.error as unknown as z.ZodError);
      throw badRequest("Ungültige Eingabe", { fields: flat.fieldErrors, form: flat.formErrors });
    }
  });
}

/** Path parameter `:id` as a positive integer. */
export const idParam = z.object({ id: z.coerce.number().int().positive() });
