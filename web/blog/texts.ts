/** @file Texts of the post preview screen (German, like the admin area it belongs to); the public blog's UI strings are messages (web/i18n/messages.ts, "blog.*"). */

/** The preview screen belongs to the German admin area; its texts are the specification's. */
export const PREVIEW_TEXTS = {
  back: "Zurück zur Blog-Verwaltung",
  badge: "Vorschau",
  noToken: "Kein Preview-Token gefunden",
  unavailable: "Preview nicht verfügbar",
  notFound: "Blog Post nicht gefunden",
  loadError: "Fehler beim Laden des Posts: {status}",
  words: "Wörter",
  characters: "Zeichen",
  lastEdited: "Zuletzt bearbeitet",
  note: "Diese Vorschau ist nur über den Link erreichbar und wird von Suchmaschinen nicht erfasst.",
} as const;
