/** @file The edit/create modal's form values (what the inputs hold) and their conversion to the API's input. */

import { joinCommaList, splitCommaList } from "../../../../common/comma-list";
import {
  type AiContent,
  type AiContentInput,
  type AiContentStatus,
  type AiContentType,
  type ContentCategory,
  DEFAULT_AI_MODEL,
  DEFAULT_LINKEDIN_CTA,
  defaultPlannedDate,
  MANUAL_CREATOR,
} from "../../../../common/schemas/ai-content";

export interface ContentFormValues {
  title: string;
  title_en: string;
  keywords: string;
  content_type: AiContentType;
  status: AiContentStatus;
  category: ContentCategory;
  blog_content: string;
  blog_excerpt: string;
  content_en: string;
  excerpt_en: string;
  linkedin_content: string;
  linkedin_content_en: string;
  linkedin_cta: string;
  generated_image_prompt: string;
  generated_image_url: string;
  generation_prompt: string;
  ai_model: string;
  created_by: string;
  priority: "low" | "medium" | "high";
  client_project: string;
  planned_date: string;
}

export function contentFormValues(c: AiContent | null): ContentFormValues {
  return {
    title: c?.title ?? "",
    title_en: c?.title_en ?? "",
    keywords: joinCommaList(c?.keywords),
    content_type: c?.content_type ?? "both",
    status: c?.status ?? "draft",
    category: c?.category ?? "trends-topics",
    blog_content: c?.blog_content ?? "",
    blog_excerpt: c?.blog_excerpt ?? "",
    content_en: c?.content_en ?? "",
    excerpt_en: c?.excerpt_en ?? "",
    linkedin_content: c?.linkedin_content ?? "",
    linkedin_content_en: c?.linkedin_content_en ?? "",
    linkedin_cta: c?.linkedin_cta ?? DEFAULT_LINKEDIN_CTA,
    generated_image_prompt: c?.generated_image_prompt ?? "",
    generated_image_url: c?.generated_image_url ?? "",
    generation_prompt: c?.generation_prompt ?? "",
    ai_model: c?.ai_model ?? DEFAULT_AI_MODEL,
    // hand-written in the studio: the spec's defaults ("fallback/unknown" model, created by 'Manual')
    created_by: c?.created_by ?? MANUAL_CREATOR,
    priority: c?.priority ?? "medium",
    client_project: c?.client_project ?? "",
    planned_date: c?.planned_date ?? defaultPlannedDate(),
  };
}

/** Keywords split on commas (trimmed, empties dropped); empty texts are left to the schema (they become null). */
export const toContentInput = (values: ContentFormValues): AiContentInput => ({ ...values, keywords: splitCommaList(values.keywords) });

/** The fields' German names (draft offer, conflict dialogs of the form and of publishing). */
export const CONTENT_FIELD_LABELS: Record<keyof ContentFormValues, string> = {
  title: "Titel",
  keywords: "Keywords",
  category: "Kategorie",
  content_type: "Content-Typ",
  generation_prompt: "Briefing (Prompt)",
  blog_excerpt: "Auszug",
  blog_content: "Artikel",
  title_en: "Titel (Englisch)",
  excerpt_en: "Auszug (Englisch)",
  content_en: "Englische Fassung",
  linkedin_content: "LinkedIn-Text",
  linkedin_content_en: "LinkedIn-Text (Englisch)",
  linkedin_cta: "Call to Action",
  generated_image_prompt: "Bild-Prompt",
  generated_image_url: "Bild-URL",
  status: "Status",
  priority: "Priorität",
  planned_date: "Geplantes Datum",
  ai_model: "AI-Modell",
  created_by: "Erstellt von",
  client_project: "Kundenprojekt",
};
