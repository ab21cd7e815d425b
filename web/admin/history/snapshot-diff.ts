/**
 * @file The diff of two revision snapshots: nested values flatten to field paths (`sections.0.content_en`), text
 * fields diff word by word (jsdiff), everything else as a whole value; bookkeeping fields are left out.
 */
import { diffWords } from "diff";

type DiffPart = { value: string; added?: boolean; removed?: boolean };
export interface FieldDiff {
  field: string;
  /** The field in German: `content_en` -> "Inhalt (Englisch)", `sections.0.title` -> "Abschnitt 1: Titel". */
  label: string;
  parts: DiffPart[];
}

const NAMES: Record<string, string> = {
  title: "Titel",
  slug: "Slug",
  content: "Inhalt",
  excerpt: "Auszug",
  body: "Text",
  name: "Name",
  role: "Rolle",
  bio: "Kurzprofil",
  description: "Beschreibung",
  location: "Ort",
  author: "Autor",
  category: "Kategorie",
  tags: "Tags",
  published: "Veröffentlicht",
  published_at: "Veröffentlicht am",
  content_status: "Status",
  featured_image: "Beitragsbild",
  meta_description: "Meta-Beschreibung",
  sections: "Abschnitt",
  translations: "Übersetzung",
  scheduled_publish_date: "Geplante Veröffentlichung",
  author_id: "Autor (Konto)",
  author_email: "Autor (E-Mail)",
  meta_title: "Meta-Titel",
  og_image: "Vorschaubild für geteilte Links",
  noindex: "Nicht in Suchmaschinen (noindex)",
  canonical_url: "Kanonische Adresse",
  meta_keywords: "Meta-Keywords",
  template: "Vorlage",
  parent_id: "Eltern-ID",
  sort_order: "Sortierung",
  section_key: "Schlüssel",
  subtitle: "Untertitel",
  section_type: "Typ",
  image_url: "Bild",
  background_color: "Hintergrundfarbe",
  text_color: "Textfarbe",
  active: "Aktiv",
  language: "Sprache",
  position: "Position",
  linkedin_url: "LinkedIn-Profil",
  email: "E-Mail",
  expertise: "Expertise",
  qualifications: "Qualifikationen",
  available: "Verfügbar",
  available_from: "Verfügbar ab",
  current_project: "Aktuelles Projekt",
  event_date: "Datum",
  event_time: "Uhrzeit",
  max_participants: "Max. Teilnehmer",
  event_type: "Art",
  status: "Status",
  online_url: "Online-Link",
  price_eur: "Preis (EUR)",
  key: "Schlüssel",
  german: "Deutsch",
  english: "Englisch",
  keywords: "Stichwörter",
  content_type: "Inhaltsart",
  blog_content: "Artikel",
  blog_excerpt: "Auszug des Artikels",
  linkedin_content: "LinkedIn-Beitrag",
  linkedin_cta: "LinkedIn-Aufruf",
  generated_image_prompt: "Bild-Prompt",
  generated_image_url: "Generiertes Bild",
  generation_prompt: "Prompt",
  ai_model: "KI-Modell",
  blog_slug: "Blog-Slug",
  blog_post_id: "Blog-Post",
  priority: "Priorität",
  client_project: "Kundenprojekt",
  planned_date: "Geplantes Datum",
  permissions: "Berechtigungen",
  unchecked_en: "Ungeprüfte Vorlagen-Übersetzungen",
};

export function fieldLabel(field: string) {
  return field
    .split(".")
    .map((part, i, all) => {
      if (/^\d+$/.test(part)) return null;
      const en = part.endsWith("_en");
      const base = en ? part.slice(0, -3) : part;
      const index = /^\d+$/.test(all[i + 1] ?? "") ? ` ${Number(all[i + 1]) + 1}` : "";
      return `${NAMES[base] ?? base}${index}${en ? " (Englisch)" : ""}`;
    })
    .filter(Boolean)
    .join(": ");
}

const IGNORED = new Set(["version", "created_at", "updated_at", "updated_by", "created_by"]);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (!entries.length) out.set(prefix, Array.isArray(value) ? "[]" : "{}");
    for (const [key, v] of entries) if (!IGNORED.has(key)) flatten(v, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.set(prefix, value);
}

const asText = (value: unknown) => (value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value));

/** The changed fields from `older` to `newer`, in the newer snapshot's order; unchanged fields are left out. */
export function snapshotDiff(older: Record<string, unknown>, newer: Record<string, unknown>): FieldDiff[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(older, "", a);
  flatten(newer, "", b);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.flatMap((field) => {
    const before = asText(a.get(field));
    const after = asText(b.get(field));
    if (before === after) return [];
    const textual = typeof a.get(field) === "string" || typeof b.get(field) === "string";
    const parts: DiffPart[] = textual
      ? diffWords(before, after)
      : [...(before ? [{ value: before, removed: true }] : []), ...(after ? [{ value: after, added: true }] : [])];
    return [{ field, label: fieldLabel(field), parts }];
  });
}
