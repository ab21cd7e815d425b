/** @file Every UI string of the public blog pages and the preview screen, German and English. */
import type { Locale } from "../../common/locales";

const TEXTS = {
  "list.title": ["Blog", "Blog"],
  "list.subtitle": ["Einblicke, Trends und Erfahrungen aus unseren Projekten", "Insights, trends and experience from our projects"],
  "list.description": [
    "Fachartikel zu Datenstrategie, Softwareentwicklung, Architektur und Projektmanagement aus der Praxis unserer Beraterinnen und Berater.",
    "Articles on data strategy, software development, architecture and project management from the practice of our consultants.",
  ],
  "list.loading": ["Blog-Posts werden geladen...", "Loading blog posts..."],
  "list.error": ["Fehler beim Laden der Blog-Posts", "Error loading blog posts"],
  "list.empty": ["Derzeit sind keine Blog-Posts verfügbar.", "There are currently no blog posts available."],
  "list.readMore": ["Weiterlesen", "Read more"],
  "list.readMoreLabel": ["Weiterlesen: {title}", "Read more: {title}"],
  "list.feed": ["RSS-Feed", "RSS feed"],
  "post.loading": ["Blog-Post wird geladen...", "Loading blog post..."],
  "post.back": ["Zurück zur Übersicht", "Back to overview"],
  "post.by": ["von {author}", "by {author}"],
  "post.tags": ["Schlagwörter", "Tags"],
  "notFound.title": ["Blog-Post nicht gefunden", "Blog post not found"],
  "notFound.text": ["Der angeforderte Blog-Post konnte nicht gefunden werden.", "The requested blog post could not be found."],
  "notFound.back": ["Zurück zur Blog-Übersicht", "Back to the blog overview"],
  "home.title": ["Aktuelles aus dem Blog", "Latest from the blog"],
  "home.all": ["Alle Blog-Posts", "All blog posts"],
  "retry": ["Erneut versuchen", "Try again"],
} as const satisfies Record<string, readonly [string, string]>;

export type BlogTextKey = keyof typeof TEXTS;

export function blogText(locale: Locale, key: BlogTextKey, vars: Record<string, string> = {}): string {
  const text: string = TEXTS[key][locale === "en" ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? "");
}

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
