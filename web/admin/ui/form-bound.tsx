/**
 * @file Field components bound to react-form (used as `<form.AppField name="title">{(f) => <f.TextField label="Titel" />}
 * </form.AppField>`): value, change, blur and the first error (the shared schema's or the server's) come from the field.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useFieldContext } from "./form-context";
import { Checkbox, Select, type SelectOption, Textarea, TextInput } from "./form-field";

interface Labelled {
  label: ReactNode;
  hint?: ReactNode;
}

/** The field's first message: its errors are strings (schema issues, server field errors). */
export function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>();
  const first = field.state.meta.errors.find(Boolean) as unknown;
  return typeof first === "string" ? first : Array.isArray(first) ? String(first[0]) : undefined;
}

/** What a text input, text area or select takes from its string field: name, value, change, blur and the error. */
function useTextBinding() {
  const field = useFieldContext<string>();
  return {
    name: field.name,
    value: field.state.value,
    onChange: (e: { target: { value: string } }) => field.handleChange(e.target.value),
    onBlur: field.handleBlur,
    error: useFieldError(),
  };
}

type TextProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onBlur" | "name">;

export function TextField(props: TextProps) {
  return <TextInput {...props} {...useTextBinding()} />;
}

type TextAreaProps = Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "onBlur" | "name">;

export function TextAreaField(props: TextAreaProps) {
  return <Textarea {...props} {...useTextBinding()} />;
}

type SelectProps = Labelled & { options: SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "name">;

export function SelectField(props: SelectProps) {
  return <Select {...props} {...useTextBinding()} />;
}

type CheckboxProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "onChange" | "name">;

export function CheckboxField(props: CheckboxProps) {
  const field = useFieldContext<boolean>();
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={field.state.value}
      onChange={(e) => field.handleChange(e.target.checked)}
      onBlur={field.handleBlur}
      error={useFieldError()}
    />
  );
}
