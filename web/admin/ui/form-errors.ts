/** @file Field errors from a zod schema (checked in the browser before sending) or from the server's 400 answer. */
import type { ZodType } from "zod";
import { ApiClientError, type FieldErrors } from "../../api/errors";

/** Validates `input` with the shared schema: `{ data }` when valid, else `{ errors }` per field. */
export function checkForm<T>(
  schema: ZodType<T>,
  input: unknown,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return { errors };
}

/** The server's field errors of a failed save, or {} for other errors. */
export const serverFieldErrors = (err: unknown): FieldErrors => (err instanceof ApiClientError ? err.fieldErrors : {});
