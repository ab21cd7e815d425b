/**
 * @file The records as the API sends them (snake_case, DESIGN.md): the contract both halves share. The worker's
 * drizzle rows must satisfy these (checked where worker/db/schema/<aggregate>.ts names its row types); the web side imports only this file.
 */
import type { ContentStatus } from "./blog";
import type { Locale } from "./locales";

/** The signed-in staff member (`GET /api/auth/me`, sign-in answer, `c.var.user` in the worker). */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: string;
  /** Permission names (`area.action`, common/permissions.ts), sorted. */
  permissions: string[];
  /**
   * Signed in with a temporary password: until the password is changed (POST /api/auth/password), every other admin
   * and auth route answers 403 `password_change_required`.
   */
  password_change_required: boolean;
  /**
   * Signed in with the password, but the TOTP code is still to come ('totp'), or the role demands TOTP and it must be
   * set up first ('totp_enrol'); until then other routes answer 403 second_factor_required / totp_enrolment_required.
   */
  pending_step: "totp" | "totp_enrol" | null;
}

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface TeamMember extends Timestamps {
  id: number;
  name: string;
  position: string;
  position_en: string | null;
  bio: string;
  bio_en: string | null;
  image_url: string | null;
  linkedin_url: string | null;
  email: string | null;
  expertise: string[];
  expertise_en: string[];
  qualifications: string[];
  qualifications_en: string[];
  active: boolean;
  available: boolean;
  available_from: string | null;
  current_project: string | null;
  /** Field (position, bio, expertise, qualifications) → hash of the German text its English text was saved against. */
  translation_sources: Record<string, string>;
}

/**
 * A member as the public site and GET /api/team show them: without the editors' translation bookkeeping, with the
 * media library's alt texts of the photo (German, English; null where the library has none).
 */
export type PublicTeamMember = Omit<TeamMember, "translation_sources"> & { image_alt: string | null; image_alt_en: string | null };

export interface Event extends Timestamps {
  id: number;
  title: string;
  title_en: string | null;
  description: string;
  description_en: string | null;
  event_date: string;
  event_time: string;
  location: string;
  max_participants: number;
  event_type: "own" | "partner";
  status: "upcoming" | "open" | "full" | "closed";
  image_url: string | null;
  online_url: string | null;
  price_eur: number | null;
  /** Field (title, description) → hash of the German text its English text was saved against. */
  translation_sources: Record<string, string>;
}

export interface BlogPost extends Timestamps {
  id: number;
  title: string;
  title_en: string | null;
  slug: string;
  /** The English address's slug; null: the English page reuses `slug`. */
  slug_en: string | null;
  content: string;
  content_en: string | null;
  excerpt: string;
  excerpt_en: string | null;
  featured_image: string | null;
  category: string;
  content_status: ContentStatus;
  published: boolean;
  published_at: string | null;
  scheduled_publish_date: string | null;
  author: string | null;
  author_id: number | null;
  author_email: string | null;
  tags: string[];
  /** The English tags (/en/blog); empty: the English post shows no tags. */
  tags_en: string[];
  meta_title: string | null;
  meta_title_en: string | null;
  meta_description: string | null;
  meta_description_en: string | null;
  og_image: string | null;
  noindex: boolean;
  canonical_url: string | null;
  /** Field → hash of the German text its English text was saved against (common/translation.ts). */
  translation_sources: Record<string, string>;
}

export interface Page extends Timestamps {
  id: number;
  slug: string;
  title: string;
  meta_description: string | null;
  meta_keywords: string | null;
  template: "default" | "homepage" | "about" | "services" | "contact" | "legal";
  published: boolean;
  featured_image: string | null;
  parent_id: number | null;
  sort_order: number;
  og_image: string | null;
  noindex: boolean;
  /** The English address (/en/<slug_en>); null: the English page reuses the German slug. */
  slug_en: string | null;
  /** Page field (title, meta_description) → hash of the German text its English text was saved against. */
  translation_sources: Record<string, string>;
}

export interface PageSection extends Timestamps {
  id: number;
  page_id: number;
  section_key: string;
  title: string | null;
  title_en: string | null;
  subtitle: string | null;
  subtitle_en: string | null;
  content: string | null;
  content_en: string | null;
  section_type: string;
  image_url: string | null;
  sort_order: number;
  background_color: string | null;
  text_color: string | null;
  active: boolean;
  /** Section field (title, subtitle, content) → hash of the German text its English text was saved against. */
  translation_sources: Record<string, string>;
}

export interface PageTranslation extends Timestamps {
  id: number;
  page_id: number;
  language: Locale;
  title: string;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface Translation {
  id: number;
  key: string;
  german: string;
  english: string;
  category: string;
  /** Hash of the German text the English one was saved against (common/translation.ts). */
  translation_sources: Record<string, string>;
  updated_at: string;
}

export interface SettingRow {
  key: string;
  value: string;
}

/** An admin read of a versioned record, with the version it is at: updates send it back as `If-Match` (issue 26). */
export type Versioned<T> = T & { version: number };
