/**
 * @file German texts for zod's issues where a schema names none (issue 42: "Too big: expected string to have <=200
 * characters" reached the German admin). `installGermanMessages()` makes them zod's locale; the worker's validation
 * (worker/lib/validate.ts) and the admin's forms (web/admin/ui/admin-form.ts) call it. A message a schema sets itself
 * still wins: zod asks the schema and the parse call before the locale. Not zod's own `de` locale: it names types
 * ("erwartet, dass string <=200 Zeichen hat"); these say what to do, like the schemas' own ("Höchstens 200 Zeichen").
 * The public contact form bundles no zod, and POST /api/contact maps every text to its catalogue (schemas/contact.ts).
 */
import { config, type z } from "zod";

type Issue = z.core.$ZodRawIssue;

const number = (n: number | bigint) => n.toLocaleString("de-DE");
const quoted = (v: unknown) => (typeof v === "string" ? `„${v}“` : String(v));

/** A length or count: the unit that `origin` counts in, or the bare value for numbers and dates. */
function amount(origin: string, n: number | bigint): string {
  if (origin === "string") return `${number(n)} Zeichen`;
  if (origin === "array" || origin === "set" || origin === "map") return n === 1 ? "ein Eintrag" : `${number(n)} Einträge`;
  if (origin === "file") return `${number(n)} Bytes`;
  if (origin === "date") return new Date(Number(n)).toISOString().slice(0, 10);
  return number(n);
}

/** Origins whose limit counts characters, entries or bytes (else it is a number's value). */
const isCount = (origin: string) => ["string", "array", "set", "map", "file"].includes(origin);

const TYPES: Record<string, string> = {
  string: "Bitte einen Text angeben",
  number: "Bitte eine Zahl angeben",
  int: "Bitte eine ganze Zahl angeben",
  bigint: "Bitte eine ganze Zahl angeben",
  boolean: "Bitte ja oder nein angeben",
  date: "Bitte ein gültiges Datum angeben",
  array: "Bitte eine Liste angeben",
  object: "Ungültige Eingabe: ein Objekt erwartet",
};

const FORMATS: Record<string, string> = {
  email: "Bitte eine gültige E-Mail-Adresse angeben",
  url: "Bitte eine gültige URL angeben",
  datetime: "Bitte Datum und Uhrzeit angeben (ISO 8601)",
  date: "Bitte ein Datum angeben (JJJJ-MM-TT)",
  time: "Bitte eine Uhrzeit angeben (hh:mm)",
};

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const n = amount(issue.origin, issue.maximum);
  if (issue.exact) return `Genau ${n}`;
  if (issue.origin === "date") return issue.inclusive ? `Spätestens ${n}` : `Vor ${n}`;
  if (issue.inclusive) return `Höchstens ${n}`;
  return isCount(issue.origin) ? `Weniger als ${n}` : `Kleiner als ${n}`;
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  // min(1) on a text or a list is what makes a field required
  if (issue.minimum === 1 && issue.inclusive !== false && !issue.exact && issue.origin === "string") return "Pflichtfeld";
  const n = amount(issue.origin, issue.minimum);
  if (issue.exact) return `Genau ${n}`;
  if (issue.origin === "date") return issue.inclusive ? `Frühestens ${n}` : `Nach ${n}`;
  if (issue.inclusive) return `Mindestens ${n}`;
  return isCount(issue.origin) ? `Mehr als ${n}` : `Größer als ${n}`;
}

function invalidFormat(issue: Extract<Issue, { code: "invalid_format" }>): string {
  if (issue.format === "starts_with" && "prefix" in issue) return `Muss mit ${quoted(issue.prefix)} beginnen`;
  if (issue.format === "ends_with" && "suffix" in issue) return `Muss auf ${quoted(issue.suffix)} enden`;
  if (issue.format === "includes" && "includes" in issue) return `Muss ${quoted(issue.includes)} enthalten`;
  return FORMATS[issue.format] ?? "Ungültiges Format";
}

/** zod's locale error map in German (`config({ localeError })`). */
function germanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Pflichtfeld";
      return TYPES[issue.expected] ?? "Ungültige Eingabe";
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_format":
      return invalidFormat(issue);
    case "invalid_value":
      return issue.values.length === 1
        ? `Erwartet wird ${quoted(issue.values[0])}`
        : `Bitte eine der Möglichkeiten wählen: ${issue.values.map(quoted).join(", ")}`;
    case "not_multiple_of":
      return `Muss ein Vielfaches von ${number(issue.divisor)} sein`;
    case "unrecognized_keys":
      return `${issue.keys.length > 1 ? "Unbekannte Felder" : "Unbekanntes Feld"}: ${issue.keys.join(", ")}`;
    case "invalid_element":
      return "Ungültiger Eintrag";
    case "invalid_key":
      return "Ungültiger Schlüssel";
    default:
      return "Ungültige Eingabe";
  }
}

/** Makes the German texts zod's locale (process- or page-wide; calling it again changes nothing). */
export function installGermanMessages(): void {
  config({ localeError: germanIssueMessage });
}
