/**
 * @file The team as the public pages show it: active members from D1 (server) or /api/team (browser);
 * when that fails or returns nobody, the built-in list (spec 4: database, else endpoint, else built-in).
 */
import { FALLBACK_TEAM } from "../../common/built-in-team";
import type { Locale } from "../../common/locales";
import type { TeamMember } from "../../common/types";
import type { DataApi } from "./api";

export type PublicMember = Omit<TeamMember, "id" | "created_at" | "updated_at" | "translation_sources"> & {
  id: number | string;
  /** The media library's alt texts of the photo (the built-in list has none). */
  image_alt?: string | null;
  image_alt_en?: string | null;
};

/**
 * The built-in list (4 KB), part of the render: the isolate's start-up render (worker/public-render.tsx) reads no rows
 * and shows it, and loading it on demand made that render wait on a module load while the isolate starts. It is
 * written in name order (tests/web/content.test.ts), so no Intl collation runs on a page's path (docs/architecture.md).
 */
function builtInTeam(): PublicMember[] {
  return FALLBACK_TEAM.map((m, i) => ({ ...m, id: `built-in-${i + 1}` })).filter((m) => m.active);
}

export async function loadTeam(data: DataApi, limit?: number): Promise<PublicMember[]> {
  try {
    const members = (await data.getTeam(limit)).filter((m) => m.active);
    if (members.length > 0) return members.map(({ created_at: _c, updated_at: _u, ...m }) => m);
  } catch {
    // a failed load falls back to the built-in list (spec 8)
  }
  const builtIn = builtInTeam();
  return limit ? builtIn.slice(0, limit) : builtIn;
}

const MANAGEMENT = ["geschäftsführer", "ceo", "chief executive"];

/** Management: the German position, lower-cased, names a managing director / CEO (spec 4). */
export const isManagement = (member: Pick<PublicMember, "position">) => {
  const position = member.position.toLowerCase();
  return MANAGEMENT.some((word) => position.includes(word));
};

export const memberPosition = (member: PublicMember, locale: Locale) => (locale === "en" && member.position_en) || member.position;

/** The photo's alt text: the library's in the page's language, else the member's name (a person's photo is content). */
export const memberPhotoAlt = (member: PublicMember, locale: Locale) =>
  (locale === "en" ? member.image_alt_en : member.image_alt) || member.name;

export const memberBio = (member: PublicMember, locale: Locale) => (locale === "en" && member.bio_en) || member.bio;

export const memberQualifications = (member: PublicMember, locale: Locale) =>
  locale === "en" && member.qualifications_en.length ? member.qualifications_en : member.qualifications;

/** Expertise tags in the page's language; members without English tags show the German ones. */
export const memberExpertise = (member: PublicMember, locale: Locale) =>
  locale === "en" && member.expertise_en?.length ? member.expertise_en : member.expertise;
