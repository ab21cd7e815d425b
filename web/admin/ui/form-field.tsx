/**
 * @file Form controls with label, hint and error text wired for screen readers (aria-invalid, aria-describedby).
 * `FormField` wraps any custom control; TextInput, Textarea, Select and Checkbox use it.
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** One message or the server's list of messages for this field. */
  error?: string | string[] | null;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

const firstMessage = (error: FormFieldProps["error"]) => (Array.isArray(error) ? error[0] : error) || undefined;

export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const id = useId();
  const message = firstMessage(error);
  const describedBy = [hint ? `${id}-hint` : "", message ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`adm-field${message ? " adm-field--invalid" : ""}`}>
      <label htmlFor={id} className="adm-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, "aria-invalid": message ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="adm-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="adm-field__error">
          {message}
        </p>
      )}
    </div>
  );
}

interface LabelledProps {
  label: ReactNode;
  error?: string | string[] | null;
  hint?: ReactNode;
}

export function TextInput({ label, error, hint, required, ...rest }: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <input className="adm-input" required={required} {...control} {...rest} />}
    </FormField>
  );
}

export function Textarea({ label, error, hint, required, ...rest }: LabelledProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea className="adm-input adm-textarea" required={required} {...control} {...rest} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  label,
  error,
  hint,
  required,
  options,
  ...rest
}: LabelledProps & SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[] }) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select className="adm-input adm-select" required={required} {...control} {...rest}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox with its label to the right; `hint` and `error` below. */
export function Checkbox({ label, error, hint, ...rest }: LabelledProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useId();
  const message = firstMessage(error);
  return (
    <div className={`adm-check${message ? " adm-field--invalid" : ""}`}>
      <input
        type="checkbox"
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...rest}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="adm-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="adm-field__error">
          {message}
        </p>
      )}
    </div>
  );
}
