/** @file Loader of the home page: the team preview (first 5 active by name) and the home record's 'about' section. */
import type { DataApi } from "../../data/api";
import { loadTeam, type PublicMember } from "../../data/team";

export interface AboutSection {
  title: string | null;
  title_en: string | null;
  subtitle: string | null;
  subtitle_en: string | null;
  content: string | null;
  content_en: string | null;
}

export interface HomeData {
  team: PublicMember[];
  /** The active 'about' section of the home page record, or null (the built-in copy shows). */
  about: AboutSection | null;
}

export const HOME_TEAM_PREVIEW = 5;

export async function loadHome(data: DataApi): Promise<HomeData> {
  const [team, page] = await Promise.all([loadTeam(data, HOME_TEAM_PREVIEW), data.getPage("home").catch(() => null)]);
  const section = page?.page_sections.find((s) => s.section_key === "about" && s.active);
  const about = section
    ? {
        title: section.title,
        title_en: section.title_en,
        subtitle: section.subtitle,
        subtitle_en: section.subtitle_en,
        content: section.content,
        content_en: section.content_en,
      }
    : null;
  return { team, about };
}
