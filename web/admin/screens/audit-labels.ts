/** @file German names of the audit log's actions, areas and detail fields (the API stores machine names). */

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "Erstellt",
  update: "Geändert",
  delete: "Gelöscht",
  publish: "Veröffentlicht",
  login: "Angemeldet",
  login_failed: "Anmeldung fehlgeschlagen",
  login_locked: "Anmeldung gesperrt (zu viele Versuche)",
  logout: "Abgemeldet",
  change_password: "Passwort geändert",
  reset_password: "Passwort zurückgesetzt",
  end_session: "Sitzung beendet",
  end_sessions: "Alle Sitzungen beendet",
  login_second_factor: "Zweiter Faktor bestätigt",
  totp_enable: "Zwei-Faktor-Anmeldung eingerichtet",
  totp_disable: "Zwei-Faktor-Anmeldung abgeschaltet",
  totp_recovery_codes: "Neue Wiederherstellungscodes",
  passkey_register: "Passkey hinzugefügt",
  passkey_delete: "Passkey gelöscht",
  reset_second_factor: "Zwei-Faktor-Anmeldung zurückgesetzt",
  "preview-link": "Preview-Link erstellt",
  read: "Gelesen",
  setup: "Erstes Administrator-Konto eingerichtet",
  "ai-generate": "AI-Content generiert",
  "ai-titles": "AI-Titel vorgeschlagen",
  "ai-translate": "AI-Übersetzung",
  "ai-image": "AI-Bild generiert",
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  team_member: "Team-Mitglied",
  blog_post: "Blog-Post",
  admin_user: "Benutzer",
  role: "Rolle",
  page: "Seite",
  event: "Event",
  asset: "Asset",
  setting: "Einstellungen",
  settings: "Einstellungen",
  translation: "Übersetzung",
  contact_message: "Nachricht",
  ai_content: "AI Content",
};

const DETAIL_LABELS: Record<string, string> = {
  name: "Name",
  title: "Titel",
  slug: "Slug",
  email: "E-Mail",
  key: "Schlüssel",
  file_name: "Datei",
  size: "Größe (Bytes)",
  role: "Rolle",
  active: "Aktiv",
  published: "Veröffentlicht",
  content_status: "Status",
  expires_at: "Gültig bis",
  sections: "Sektionen",
  translations: "Übersetzungen",
  fields: "Felder",
  german: "Deutsch",
  english: "Englisch",
  category: "Kategorie",
  description: "Beschreibung",
  permissions: "Berechtigungen",
  status: "Status",
  source: "Quelle",
  tokens: "Tokens",
  provider_error: "Anbieter-Fehler",
  formats: "Format",
  keywords: "Keywords",
  target_language: "Zielsprache",
  context: "Kontext",
  characters: "Zeichen",
  image_url: "Bild-URL",
  ai_content_id: "AI-Content-ID",
};

/** An unknown machine name stays visible, but readable: 'some_thing' -> 'some thing'. */
const readable = (name: string) => name.replace(/[_-]+/g, " ");

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? readable(action);
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? readable(entity);

const showValue = (value: unknown): string =>
  typeof value === "boolean"
    ? value
      ? "ja"
      : "nein"
    : Array.isArray(value)
      ? value.map(showValue).join(", ")
      : value !== null && typeof value === "object"
        ? JSON.stringify(value)
        : String(value);

/** The details as German 'Feld: Wert' pairs. */
export const detailPairs = (details: Record<string, unknown> | null): [string, string][] =>
  Object.entries(details ?? {}).map(([k, v]) => [DETAIL_LABELS[k] ?? readable(k), showValue(v)]);

const NAMING_KEYS = ["name", "title", "email", "file_name", "key", "slug"];

/** What names the record: its id and, when the details tell, its name ('#12 · Ada'); created rows often lack the id. */
export function recordLabel(entry: { entity_id: string | null; details: Record<string, unknown> | null }): string {
  const key = NAMING_KEYS.find((k) => typeof entry.details?.[k] === "string" && entry.details[k]);
  const name = key ? String(entry.details?.[key]) : null;
  if (entry.entity_id && name) return `#${entry.entity_id} · ${name}`;
  if (entry.entity_id) return `#${entry.entity_id}`;
  return name ?? "–";
}
