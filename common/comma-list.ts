/** @file Comma-separated text <-> lists (tags, expertise, qualifications): the one rule for forms and the API. */

/** Split on commas, trimmed, empties and duplicates dropped. */
export function splitCommaList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The list as form text (`a, b, c`). */
export const joinCommaList = (list: string[] | null | undefined) => (list ?? []).join(", ");
