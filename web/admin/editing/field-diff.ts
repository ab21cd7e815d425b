/** @file Which fields of two form states differ, and how a field's value reads in the conflict and draft texts. */

// list rows' client-side keys (e.g. a page's sections) are no content
const ignoreClientKeys = (key: string, value: unknown) => (key === "clientKey" ? undefined : value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null, ignoreClientKeys) === JSON.stringify(b ?? null, ignoreClientKeys);

/** The keys (of `labels` when given, else of both) whose values differ. */
export function differingFields(a: object, b: object, labels?: Record<string, string>): string[] {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = labels ? Object.keys(labels) : [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.filter((key) => !same(left[key], right[key]));
}

/** The German names of the fields, comma-separated ("Titel, Inhalt"). */
export const fieldNames = (fields: string[], labels: Record<string, string>) => fields.map((f) => labels[f] ?? f).join(", ");

/** A value as text: strings as they are, lists one per line, yes/no, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(leer)";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== "object")) return value.join(", ");
  return JSON.stringify(value, null, 2);
}
