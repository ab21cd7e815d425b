/** @file One wrapper around zValidator: invalid input becomes a 400 `validation_failed` with field errors in the API's error shape. */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { type ZodType, z } from "zod";
import { installGermanMessages } from "../../common/schemas/german-messages";
import { invalidInput } from "./errors";

// the API's field errors are German like the rest of its texts, also where a schema names no message (issue 42)
installGermanMessages();

/** The 400 for a zod failure: `details.fields` per field, `details.form` for the object as a whole. */
const invalidFrom = (error: z.ZodError) => {
  const flat = z.flattenError(error);
  return invalidInput(flat.fieldErrors, flat.formErrors);
};

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidFrom(result.error as unknown as z.ZodError);
  });
}

/** Parses a value in a handler (e.g. a merged PATCH body) with the same 400 as `validate`. */
export function parseOrThrow<Schema extends ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidFrom(result.error);
  return result.data;
}

/**
 * A record id in a path or query: decimal digits without sign, leading zero, exponent or hex, within the safe integer
 * range, as a number. `z.coerce.number()` took "0x10" for 16 and "+1" for 1 (issue 44); those are 400 now.
 */
export const decimalId = z
  .string()
  .regex(/^[1-9][0-9]*$/, "Eine ID ist eine ganze Zahl ab 1, nur aus Ziffern")
  .refine((v) => Number.isSafeInteger(Number(v)), "Diese ID ist zu groß")
  .transform(Number);

/** Path parameter `:id` as a positive decimal integer (`decimalId`). */
export const idParam = z.object({ id: decimalId });
