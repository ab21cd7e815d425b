/**
 * @file The AI content studio's contract (/api/admin/ai-content): the stored entity's form schema, the generator
 * input, the generate/titles/translate/image/publish requests and their answers, categories, formats, constants and
 * the specification's texts. The admin screen and the worker validate with the same schemas.
 */
import { z } from "zod";
import { isoDate, optionalText, optionalUrl, textList } from "./fields";

// --- constants (admin spec, section 9) ---

/** The wizard (the browser) gives up on a generation after 60 s (admin spec, section 9). */
export const AI_GENERATION_TIMEOUT_MS = 60_000;
/**
 * The worker gives up on the provider after 50 s, 10 s before the browser does: it still has to book what the call
 * cost, build the template and answer, so that its answer (the model's text, or the failure and the template) reaches
 * the screen. Were both 60 s, a late answer could be paid for while the browser had already stopped listening.
 */
export const AI_PROVIDER_TIMEOUT_MS = 50_000;
export const AI_TITLE_SUGGESTIONS = 5;
/** @public LinkedIn text counter (display only, not enforced). */
export const LINKEDIN_TEXT_LIMIT = 3000;
/** @public Keywords on an AI card before '+N weitere'. */
export const AI_CARD_KEYWORDS = 3;
/** The studio's image formats: landscape (the blog's header) or square; each provider maps them to its own sizes. */
/** @public (the admin screen) */
export const AI_IMAGE_FORMATS = ["landscape", "square"] as const;
export type AiImageFormat = (typeof AI_IMAGE_FORMATS)[number];
/** @public (the admin screen) */
export const AI_IMAGE_FORMAT_LABELS: Record<AiImageFormat, string> = { landscape: "Querformat (Blog-Titelbild)", square: "Quadratisch" };
/** @public (the admin screen) */
export const AI_IMAGE_STYLE = "professional";
export const DEFAULT_LINKEDIN_CTA = "Lesen Sie mehr in unserem Blog!";
/**
 * @public The entity's `ai_model` for hand-written content (the spec's "fallback/unknown"); generated content names
 * its real source (the model, or "template").
 */
export const DEFAULT_AI_MODEL = "unknown";
/** @public The spec's `created_by` default, stored for content written by hand in the studio. */
export const MANUAL_CREATOR = "Manual";
/** @public Days between today and the generator's default planned date. */
export const PLANNED_DATE_OFFSET_DAYS = 7;
/** `source` of every answer made by the built-in templates (otherwise the provider's model name). */
export const TEMPLATE_SOURCE = "template";

/** @public (the admin screen) */
export const AI_CONTENT_STATUSES = ["draft", "published", "scheduled"] as const;
/** @public (the admin screen) */
export type AiContentStatus = (typeof AI_CONTENT_STATUSES)[number];
/** @public (the admin screen) */
export const AI_CONTENT_STATUS_LABELS: Record<AiContentStatus, string> = {
  draft: "Entwurf",
  published: "Veröffentlicht",
  scheduled: "Geplant",
};

/** @public (the admin screen) */
export const AI_CONTENT_TYPES = ["blog", "linkedin", "both"] as const;
/** @public (the admin screen) */
export type AiContentType = (typeof AI_CONTENT_TYPES)[number];
/** @public (the admin screen) */
export const AI_CONTENT_TYPE_LABELS: Record<AiContentType, string> = { blog: "Blog", linkedin: "LinkedIn", both: "Blog & LinkedIn" };

/** @public (the admin screen) */
export const AI_PRIORITIES = ["low", "medium", "high"] as const;
/** @public (the admin screen) */
export const AI_PRIORITY_LABELS: Record<(typeof AI_PRIORITIES)[number], string> = { low: "Niedrig", medium: "Mittel", high: "Hoch" };

/** @public Content formats: LinkedIn (German only), blog (600-1200 words, German and English), or both. */
export const CONTENT_FORMATS = ["linkedin", "blog", "both"] as const;
/** @public (the admin screen) */
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
/** @public (the admin screen) */
export const CONTENT_FORMAT_LABELS: Record<ContentFormat, { de: string; en: string; description: string }> = {
  linkedin: { de: "LinkedIn-Post", en: "LinkedIn post", description: "Nur Deutsch" },
  blog: { de: "Blog-Artikel", en: "Blog article", description: "600-1200 Wörter, Deutsch und Englisch" },
  both: { de: "Beides", en: "Both", description: "Blog-Artikel und LinkedIn-Post" },
};

/** @public (the admin screen) */
export const CONTENT_CATEGORIES = ["company-updates", "project-insights", "trends-topics", "events", "career-team"] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
/** @public (the admin screen) */
export const DEFAULT_CONTENT_CATEGORY: ContentCategory = "trends-topics";

export const CONTENT_CATEGORY_INFO: Record<ContentCategory, { de: string; en: string; description_de: string; description_en: string }> = {
  "company-updates": {
    de: "Unternehmens-News",
    en: "Company updates",
    description_de: "Neuigkeiten aus dem Unternehmen: neue Partnerschaften, Standorte, Auszeichnungen und Meilensteine",
    description_en: "News from the company: new partnerships, locations, awards and milestones",
  },
  "project-insights": {
    de: "Projekt-Einblicke",
    en: "Project insights",
    description_de: "Einblicke in Kundenprojekte: Ausgangslage, Vorgehen, Ergebnisse und Lessons Learned",
    description_en: "Insights into client projects: starting point, approach, results and lessons learned",
  },
  "trends-topics": {
    de: "Trends & Themen",
    en: "Trends & topics",
    description_de: "Fachartikel zu Trends in Data, Analytics, Cloud und KI mit Einordnung für Entscheider",
    description_en: "Expert articles on trends in data, analytics, cloud and AI, put into context for decision makers",
  },
  events: {
    de: "Events",
    en: "Events",
    description_de: "Ankündigungen und Rückblicke zu Workshops, Meetups, Webinaren und Konferenzen",
    description_en: "Announcements and reviews of workshops, meetups, webinars and conferences",
  },
  "career-team": {
    de: "Karriere & Team",
    en: "Career & team",
    description_de: "Einblicke ins Team, Arbeitskultur, offene Stellen und Entwicklungsmöglichkeiten",
    description_en: "Insights into the team, work culture, open positions and growth opportunities",
  },
};

// --- texts (admin spec, sections 5 and 8) ---

export const AI_MESSAGES = {
  titleAndDescriptionRequired: "Bitte geben Sie einen Titel und eine Beschreibung ein.",
  tagsRequired: "Bitte geben Sie mindestens ein Tag ein.",
  keywordsAndCategoryRequired: "Bitte geben Sie zuerst Keywords und eine Kategorie ein.",
  titleAndKeywordsRequired: "Bitte geben Sie einen Titel und Keywords ein.",
  titleRequired: "Bitte einen Titel angeben",
  keywordsRequired: "Bitte mindestens ein Keyword angeben",
  noImagePrompt: "Kein Bild-Prompt verfügbar",
  noLinkedinContent: "Kein LinkedIn Content verfügbar",
  noBlogContent: "Kein Blog-Content verfügbar zum Veröffentlichen",
  nothingToTranslate: "Kein Inhalt zum Übersetzen gefunden",
  notFound: "Content nicht gefunden",
  publishFailed: "Fehler beim Veröffentlichen",
  translateFailed: "Fehler bei der Übersetzung",
  imageFailed: "Fehler bei der Bild-Generierung",
  onlyDraftsPublish: "Nur Entwürfe mit Blog-Content können veröffentlicht werden.",
  deleteConfirm: "Sind Sie sicher, dass Sie diesen AI-Content löschen möchten?",
  templateNoProvider: "Vorlage verwendet: Es ist kein KI-Anbieter konfiguriert.",
  templateInstead: "Stattdessen wurde eine Vorlage verwendet.",
  templateDraft:
    "Vorlagen-Entwurf: Dieser Text stammt aus der eingebauten Vorlage, nicht von einer KI. Bitte vor dem Veröffentlichen überarbeiten.",
  alreadyInReview: "Dieser Entwurf liegt schon im Blog zur Freigabe: Bitte dort veröffentlichen.",
  submittedForReview: "Zur Freigabe eingereicht: Der Beitrag steht im Blog im Status Review.",
  stockImageWarning: "Bild-Generierung fehlgeschlagen: Es wird ein Standardbild verwendet.",
  budgetExceeded: "Das monatliche Token-Budget für AI-Generierung ist aufgebraucht.",
  rateLimited: "Zu viele AI-Anfragen. Bitte warten Sie einen Moment.",
} as const;

/** @public Why the configured provider did not answer usefully (admin spec, section 8); the template answered instead. */
export const AI_ERROR_KINDS = [
  "timeout",
  "network",
  "no_response",
  "unauthorized",
  "rate_limited",
  "server_error",
  "status",
  "unreadable",
  "incomplete",
  "truncated",
  "refused",
  "misconfigured",
] as const;
export type AiErrorKind = (typeof AI_ERROR_KINDS)[number];

/** Where a 401 came from: an AI Gateway in front of the provider, or the Workers AI binding (neither takes an API key). */
export type AiFailureVia = "gateway" | "binding";

export interface AiErrorContext {
  /** The HTTP status (kind "status"). */
  status?: number;
  /** The timeout in force, in seconds. */
  timeoutSeconds?: number;
  via?: AiFailureVia | null;
}

/** The German alert for a failed provider call. */
export function aiErrorMessage(kind: AiErrorKind, context: AiErrorContext = {}): string {
  const { status, timeoutSeconds = AI_PROVIDER_TIMEOUT_MS / 1000, via } = context;
  switch (kind) {
    case "timeout":
      return `Zeitüberschreitung: Die KI hat nicht innerhalb von ${timeoutSeconds} Sekunden geantwortet.`;
    case "network":
      return "Netzwerkfehler: Der KI-Dienst ist nicht erreichbar.";
    case "no_response":
      return "Keine Antwort vom KI-Dienst erhalten.";
    case "unauthorized":
      if (via === "gateway")
        return "Das AI Gateway hat die Anfrage abgewiesen (401): Bitte das Gateway-Token (cf-aig-authorization in AI_EXTRA_HEADERS) und die im Gateway hinterlegten Schlüssel prüfen.";
      if (via === "binding")
        return "Workers AI hat die Anfrage nicht zugelassen (401): Bitte das AI-Binding und das Cloudflare-Konto prüfen.";
      return "API-Schlüssel ungültig oder abgelaufen (401).";
    case "rate_limited":
      return "Rate-Limit des KI-Dienstes erreicht (429). Bitte später erneut versuchen.";
    case "server_error":
      return "Serverfehler beim KI-Dienst (500).";
    case "status":
      return `API Fehler ${status ?? ""}`.trim();
    case "unreadable":
      return "Die Antwort des KI-Dienstes konnte nicht gelesen werden.";
    case "incomplete":
      return "Die KI hat leeren oder unvollständigen Content geliefert.";
    case "truncated":
      return "Die Antwort wurde durch die Ausgabegrenze abgeschnitten.";
    case "refused":
      return "Die KI hat die Anfrage abgelehnt.";
    case "misconfigured":
      return "Der KI-Anbieter ist falsch eingerichtet.";
  }
}

/** A provider failure as the answers carry it: the screen alerts `message`, then shows the template's content. */
export interface AiProviderError {
  kind: AiErrorKind;
  message: string;
  /** The provider's HTTP status, where it answered with one. */
  status: number | null;
  /**
   * The provider's own words, where it gave any (its error message or refusal), at most 300 characters; for a
   * cut-off answer the cap and what reasoning used of it; for a wrong setup the variable and what is wrong with it.
   */
  detail?: string | null;
}

// --- the stored entity (ai_generated_content) ---

const TITLE_MAX = 200;
const TEXT_MAX = 100_000;
const SHORT_MAX = 2000;

/** Keywords: a list (the form splits its comma text), trimmed, empties dropped, at least one. */
const keywordList = textList(30, 60).refine((l) => l.length > 0, AI_MESSAGES.keywordsRequired);

/** The edit/create modal and POST/PUT /api/admin/ai-content: title, content type, keywords and status required. */
export const aiContentInputSchema = z.object({
  title: z.string({ error: AI_MESSAGES.titleRequired }).trim().min(1, AI_MESSAGES.titleRequired).max(TITLE_MAX),
  title_en: optionalText(TITLE_MAX),
  keywords: keywordList,
  content_type: z.enum(AI_CONTENT_TYPES, { error: "Bitte einen Content-Typ wählen" }),
  status: z.enum(AI_CONTENT_STATUSES, { error: "Bitte einen Status wählen" }),
  category: z.enum(CONTENT_CATEGORIES, { error: "Unbekannte Kategorie" }).default(DEFAULT_CONTENT_CATEGORY),
  blog_content: optionalText(TEXT_MAX),
  blog_excerpt: optionalText(SHORT_MAX),
  content_en: optionalText(TEXT_MAX),
  excerpt_en: optionalText(SHORT_MAX),
  linkedin_content: optionalText(TEXT_MAX),
  linkedin_content_en: optionalText(TEXT_MAX),
  linkedin_cta: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((v) => v || DEFAULT_LINKEDIN_CTA),
  generated_image_prompt: optionalText(SHORT_MAX),
  generated_image_url: optionalUrl,
  generation_prompt: optionalText(TEXT_MAX),
  ai_model: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || DEFAULT_AI_MODEL),
  // empty on create: the signed-in user's name (or e-mail)
  created_by: optionalText(200),
  priority: z.enum(AI_PRIORITIES, { error: "Unbekannte Priorität" }).default("medium"),
  client_project: optionalText(200),
  planned_date: z
    .union([z.literal(""), isoDate])
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** @public (the admin screen) */
export type AiContentInput = z.input<typeof aiContentInputSchema>;
export type AiContentData = z.output<typeof aiContentInputSchema>;

/** The fields a PATCH may name (merged over the stored row, then validated as a whole). */
export const AI_CONTENT_INPUT_FIELDS = Object.keys(aiContentInputSchema.shape) as (keyof AiContentData)[];
export const aiContentPatchSchema = z.partialRecord(z.enum(AI_CONTENT_INPUT_FIELDS as [string, ...string[]]), z.unknown());

/** @public A stored row as the API returns it. */
export interface AiContent extends AiContentData {
  id: number;
  /** Set by publishing: the blog post made from this content. */
  blog_post_id: number | null;
  blog_slug: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/ai-content?status=draft|published|scheduled (absent: all), newest first. */
export const aiContentListQuery = z.object({ status: z.enum(AI_CONTENT_STATUSES).optional() });

// --- generation requests ---

/** @public Today + 7 days as `YYYY-MM-DD` (Berlin calendar), the generator's default planned date. */
export function defaultPlannedDate(now = new Date()): string {
  const berlinToday = now.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
  const date = new Date(`${berlinToday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + PLANNED_DATE_OFFSET_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Tags: a list or comma text, trimmed, empties and duplicates dropped. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(",")).map((t) => t.trim().slice(0, 60)).filter(Boolean))].slice(0, 30));

/** The wizard's input and POST /generate: title, description and tags required. */
export const aiGeneratorInputSchema = z.object({
  title: z.string({ error: AI_MESSAGES.titleAndDescriptionRequired }).trim().min(1, AI_MESSAGES.titleAndDescriptionRequired).max(TITLE_MAX),
  category: z.enum(CONTENT_CATEGORIES, { error: "Unbekannte Kategorie" }).default(DEFAULT_CONTENT_CATEGORY),
  description: z
    .string({ error: AI_MESSAGES.titleAndDescriptionRequired })
    .trim()
    .min(1, AI_MESSAGES.titleAndDescriptionRequired)
    .max(5000),
  tags: tagList.refine((l) => l.length > 0, AI_MESSAGES.tagsRequired),
  client_project: optionalText(200),
  formats: z.enum(CONTENT_FORMATS, { error: "Unbekanntes Format" }).default("both"),
  planned_date: z
    .union([z.literal(""), isoDate])
    .nullish()
    .transform((v) => v || defaultPlannedDate()),
  priority: z.enum(AI_PRIORITIES).default("medium"),
  tracking_enabled: z.boolean().default(true),
  /** "both": the blog article (and LinkedIn post) in English too; "de": German only. */
  target_language: z.enum(["de", "both"]).default("both"),
});
/** @public (the admin screen) */
export type AiGeneratorInput = z.input<typeof aiGeneratorInputSchema>;
export type AiGeneratorData = z.output<typeof aiGeneratorInputSchema>;

/** POST /titles: five title suggestions from keywords, category and description. */
export const aiTitlesRequestSchema = z.object({
  category: z.enum(CONTENT_CATEGORIES, { error: AI_MESSAGES.keywordsAndCategoryRequired }),
  keywords: tagList.refine((l) => l.length > 0, AI_MESSAGES.keywordsAndCategoryRequired),
  description: optionalText(5000),
});
/** @public (the admin screen) */
export type AiTitlesRequest = z.input<typeof aiTitlesRequestSchema>;

export const TRANSLATION_CONTEXTS = ["blog", "homepage", "general"] as const;
export type TranslationContext = (typeof TRANSLATION_CONTEXTS)[number];

/** POST /translate: de -> en or en -> de, with the context the text is for. */
export const aiTranslateRequestSchema = z.object({
  text: z.string({ error: AI_MESSAGES.nothingToTranslate }).trim().min(1, AI_MESSAGES.nothingToTranslate).max(TEXT_MAX),
  target_language: z.enum(["en", "de"]).default("en"),
  context: z.enum(TRANSLATION_CONTEXTS).default("general"),
});
/** @public (the admin screen) */
export type AiTranslateRequest = z.input<typeof aiTranslateRequestSchema>;

/** POST /image: an image from the prompt, stored in the media library; with `ai_content_id` also set on that content. */
export const aiImageRequestSchema = z.object({
  prompt: z.string({ error: AI_MESSAGES.noImagePrompt }).trim().min(1, AI_MESSAGES.noImagePrompt).max(4000),
  /** Picks the stock image of the fallback (ki/ai, data/analytics, cloud/digital, default) and the alt text. */
  title: optionalText(TITLE_MAX),
  alt_text: optionalText(500),
  style: z.literal(AI_IMAGE_STYLE).default(AI_IMAGE_STYLE),
  format: z.enum(AI_IMAGE_FORMATS, { error: "Unbekanntes Bildformat" }).default("landscape"),
  quality: z.enum(["standard", "hd"]).default("standard"),
  ai_content_id: z.number().int().positive().nullish(),
});
/** @public (the admin screen) */
export type AiImageRequest = z.input<typeof aiImageRequestSchema>;

/** POST /:id/publish: to the blog now, or scheduled for the content's planned date. */
export const aiPublishRequestSchema = z.object({ publish_immediately: z.boolean().default(true) });

// --- answers ---

interface AiAnswer {
  success: true;
  /** The provider's model name, or "template". */
  source: string;
  /** Set when the configured provider failed and the template answered instead. */
  provider_error: AiProviderError | null;
}

/** What the generator produced, in the entity's field names (null for a format not asked for). */
export interface GeneratedContent {
  title: string;
  title_en: string | null;
  keywords: string[];
  content_type: AiContentType;
  category: ContentCategory;
  blog_content: string | null;
  blog_excerpt: string | null;
  content_en: string | null;
  excerpt_en: string | null;
  /** A slug suggestion for the blog post. */
  slug: string | null;
  linkedin_content: string | null;
  linkedin_content_en: string | null;
  linkedin_cta: string;
  /** The LinkedIn post's link to the article (utm_source=linkedin, utm_medium=social, campaign, content); null without tracking. */
  tracking_url: string | null;
  generated_image_prompt: string;
  generation_prompt: string;
  ai_model: string;
  priority: (typeof AI_PRIORITIES)[number];
  client_project: string | null;
  planned_date: string;
}

export interface AiGenerateResponse extends AiAnswer {
  content: GeneratedContent;
}
export interface AiTitlesResponse extends AiAnswer {
  titles: string[];
}
export interface AiTranslateResponse extends AiAnswer {
  translated_text: string;
}
export interface AiImageResponse extends AiAnswer {
  /** A site path: `/media/<key>` (stored asset) or `/img/ai-stock/<kind>.svg` (stock fallback). */
  image_url: string;
  /** The media-library asset, null for a stock image. */
  asset_id: number | null;
  alt_text: string;
}
export interface AiPublishResponse {
  success: true;
  blog_post_id: number;
  blog_slug: string;
  /** The public path of the post (`/blog/<slug>`). */
  url: string;
  status: AiContentStatus;
  scheduled_publish_date: string | null;
  content: AiContent;
}
export interface AiUsageResponse {
  /** The calendar month counted, `YYYY-MM` (Europe/Berlin). */
  month: string;
  /** Requests and tokens, and the pictures models made (booked as pictures: FLUX and others report no tokens). */
  user: { requests: number; tokens: number; images: number };
  site: { requests: number; tokens: number; images: number };
  /** The site's monthly token budget (null: unlimited) and what is left of it. */
  budget: { tokens: number | null; remaining: number | null };
  provider: AiProviderStatus;
}

/** @public The provider catalogue (docs/ai-studio.md). */
export const AI_PROVIDER_KINDS = ["openai", "azure-openai", "workers-ai", "openai-compatible"] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

/** A setup that cannot work: the variable (or binding) that is missing or wrong, and what to do, in German. */
export interface AiSetupProblem {
  variable: string;
  message: string;
}

/** A configured model the provider has announced to retire (common/ai-models.ts): when, its successor, the source. */
export interface AiModelNotice {
  model: string;
  /** The variable that names it (AI_MODEL or AI_IMAGE_MODEL). */
  variable: "AI_MODEL" | "AI_IMAGE_MODEL";
  /** `YYYY-MM-DD`. */
  retires: string;
  /** Already switched off. */
  retired: boolean;
  days_left: number;
  successors: string[];
  source: string;
  message: string;
}

/**
 * Which provider answers: configured (otherwise templates answer), its kind and models; a setup that cannot work names
 * its variable (`problem`; templates answer then too); `notices` warn before a configured model is retired.
 */
export interface AiProviderStatus {
  configured: boolean;
  kind: AiProviderKind | null;
  model: string | null;
  image_model: string | null;
  problem: AiSetupProblem | null;
  notices: AiModelNotice[];
}

/** POST /provider-check: one tiny call to the configured provider, and what it showed. */
export interface AiProviderCheckResponse extends AiProviderStatus {
  /** Milliseconds the call took (null: no call made). */
  latency_ms: number | null;
  /**
   * Text: the model sent text that is not empty; JSON: that text was the asked-for JSON with a translation in it;
   * images: an image model is set (not called: a picture costs).
   */
  works: { text: boolean; json: boolean; images: boolean };
  /** The provider's failure, if the call failed. */
  error: AiProviderError | null;
}

// --- the LinkedIn tracking link ---

/** The article link with the spec's tracking parameters: utm_source=linkedin, utm_medium=social, campaign and content. */
export function linkedinTrackingUrl(articleUrl: string, campaign: string, content: string): string {
  const url = new URL(articleUrl);
  url.searchParams.set("utm_source", "linkedin");
  url.searchParams.set("utm_medium", "social");
  url.searchParams.set("utm_campaign", campaign);
  url.searchParams.set("utm_content", content);
  return url.toString();
}
