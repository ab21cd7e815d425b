/**
 * @file `useAdminForm`: a react-form form validated by the shared zod schema of its resource (common/schemas) on
 * submit, whose server field errors (ApiClientError.fieldErrors of a 400) land under the same fields.
 *
 *   const form = useAdminForm({ defaultValues, schema: teamMemberSchema, toInput, onSubmit: (data) => save.mutateAsync(data) });
 *   <form onSubmit={submitHandler(form)} noValidate>
 *     <form.AppField name="name">{(f) => <f.TextField label="Name" required />}</form.AppField>
 *
 * Form values are what the inputs hold (strings, booleans); `toInput` turns them into the schema's input (comma lists
 * into arrays, numbers parsed). Errors are keyed by the first path segment, as the API's `details.fields` are.
 */
import { createFormHook } from "@tanstack/react-form";
import type { FormEvent } from "react";
import type { ZodType } from "zod";
import { installGermanMessages } from "../../../common/schemas/german-messages";
import { ApiClientError } from "../../api/errors";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./form-bound";
import { fieldContext, formContext } from "./form-context";

// zod's texts in German where a schema names none (issue 42); the UI kit's barrel, which the admin root and every
// screen import, evaluates this module, so it holds for the schemas parsed outside `useAdminForm` as well
installGermanMessages();

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, CheckboxField },
  formComponents: {},
});

/** The schema's issues as one message per field (the first), keyed by the first path segment. */
function schemaErrors(schema: ZodType, input: unknown): Record<string, string> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return errors;
}

interface AdminFormOptions<Values, Data> {
  defaultValues: Values;
  schema: ZodType<Data>;
  /** Form values -> the schema's input; the values themselves when absent. */
  toInput?: (values: Values) => unknown;
  /** Called with the parsed data; a rejection with field errors shows them under the fields. */
  onSubmit: (data: Data, values: Values) => Promise<unknown>;
  /** The fields the schema refused (e.g. to show the tab that holds the first one). */
  onInvalid?: (fields: string[]) => void;
}

export function useAdminForm<Values extends object, Data>({
  defaultValues,
  schema,
  toInput,
  onSubmit,
  onInvalid,
}: AdminFormOptions<Values, Data>) {
  const input = (values: Values) => (toInput ? toInput(values) : values);
  return useAppForm({
    defaultValues,
    validators: {
      onSubmit: ({ value }) => {
        const fields = schemaErrors(schema, input(value));
        if (fields) onInvalid?.(Object.keys(fields));
        return fields ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(schema.parse(input(value)), value);
      } catch (err) {
        // the mutation's error banner tells the rest; here only the fields the server named
        if (!(err instanceof ApiClientError)) return;
        for (const [name, messages] of Object.entries(err.fieldErrors)) {
          if (!messages?.length) continue;
          formApi.setFieldMeta(
            name as never,
            (prev) =>
              ({
                ...(prev ?? { errors: [], errorSourceMap: {} }),
                errorMap: { ...prev?.errorMap, onServer: messages[0] },
              }) as never,
          );
        }
      }
    },
  });
}

interface SubmittableForm {
  state: { fieldMeta: Record<string, { errorMap?: Record<string, unknown> } | undefined> };
  setFieldMeta: (name: never, updater: never) => void;
  handleSubmit: () => Promise<void>;
}

/**
 * The form element's submit: no browser validation round trip; the server's errors of the last attempt are
 * dropped (each attempt asks again), then react-form validates with the schema and sends.
 */
export const submitHandler = (form: SubmittableForm) => (e: FormEvent) => {
  e.preventDefault();
  e.stopPropagation();
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    if (!meta?.errorMap?.onServer) continue;
    type Meta = { errorMap: Record<string, unknown> };
    form.setFieldMeta(name as never, ((prev: Meta) => ({ ...prev, errorMap: { ...prev.errorMap, onServer: undefined } })) as never);
  }
  void form.handleSubmit();
};
