/** @file Badge tones, the status filter and its empty states of the AI studio (spec: draft yellow, published green, scheduled blue). */
import type { AiContentStatus } from "../../../../common/schemas/ai-content";
import type { Tone } from "../../ui/badge";

export const STATUS_TONES: Record<AiContentStatus, Tone> = { draft: "warning", scheduled: "info", published: "success" };

/** The status filter: value '' is every status. */
export const STATUS_FILTERS = [
  { value: "", label: "Alle Status" },
  { value: "draft", label: "Entwürfe" },
  { value: "published", label: "Veröffentlicht" },
  { value: "scheduled", label: "Geplant" },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

/** The empty state of each filter. */
export const EMPTY_TEXTS: Record<StatusFilter, { title: string; hint: string }> = {
  "": { title: "Noch kein AI Content vorhanden", hint: "Erstellen Sie mit „AI Content erstellen“ Ihren ersten Beitrag." },
  draft: { title: "Keine Entwürfe vorhanden", hint: "Neu erstellter Content wird als Entwurf gespeichert." },
  published: { title: "Noch kein Content veröffentlicht", hint: "Veröffentlichen Sie einen Entwurf mit Blog-Content." },
  scheduled: { title: "Kein Content geplant", hint: "Geplante Veröffentlichungen erscheinen hier." },
};
