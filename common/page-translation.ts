/**
 * @file Translation status of a page (pure, shared by worker and admin): its own texts (kind "page", their English
 * twins in the 'en' translation row) combined with its active sections' (kind "section").
 */
import { type TranslationSources, type TranslationState, translationState } from "./translation";

interface PageOwnTexts {
  title: string;
  meta_description?: string | null;
  translation_sources?: TranslationSources | null;
  translations?: readonly { language: string; title: string; meta_description?: string | null }[];
}
interface SectionTexts {
  active?: boolean;
  title?: string | null;
  title_en?: string | null;
  subtitle?: string | null;
  subtitle_en?: string | null;
  content?: string | null;
  content_en?: string | null;
  translation_sources?: TranslationSources | null;
}

/** A page's own texts with their English twins as `<field>_en`, the shape the rule of common/translation.ts reads. */
export function pageTexts(page: PageOwnTexts) {
  const en = page.translations?.find((t) => t.language === "en");
  return {
    title: page.title,
    meta_description: page.meta_description ?? null,
    title_en: en?.title ?? null,
    meta_description_en: en?.meta_description ?? null,
  };
}

/** Missing when the page or an active section lacks required English, else stale when any is, else current. */
export function pageTranslationState(page: PageOwnTexts & { sections: readonly SectionTexts[] }): TranslationState {
  const states = [
    translationState("page", { ...pageTexts(page), translation_sources: page.translation_sources }),
    ...page.sections.filter((s) => s.active !== false).map((s) => translationState("section", s)),
  ];
  if (states.includes("missing")) return "missing";
  return states.includes("stale") ? "stale" : "current";
}
