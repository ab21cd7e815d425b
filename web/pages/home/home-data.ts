/** @file Loader of the home page: the team preview (first 5 active by name) and the home record's 'about' section. */

import type { PublicBlogPostSummary } from "../../../common/blog";
import type { Locale } from "../../../common/locales";
import { homepageCount, resolveSettings, type Settings } from "../../../common/setting-defaults";
import type { Event } from "../../../common/types";
import { loadRecentPosts } from "../../blog/home-posts";
import type { DataApi } from "../../data/api";
import { loadTeam, type PublicMember } from "../../data/team";
import type { HomeContent } from "./home-content";
import { EventsSection, RecentPostsSection } from "./optional-sections";

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
  content: HomeContent;
  /** The newest posts when the setting show_blog_on_homepage is 'true'; empty otherwise or when loading fails. */
  posts: PublicBlogPostSummary[];
  /** Upcoming events when the `show_events_on_homepage` setting is on (at most `max_events_homepage`), else []. */
  events: HomeEvent[];
}

export type HomeEvent = Pick<
  Event,
  | "id"
  | "title"
  | "title_en"
  | "description"
  | "description_en"
  | "event_date"
  | "event_time"
  | "location"
  | "event_type"
  | "status"
  | "max_participants"
  | "image_url"
  | "online_url"
  | "price_eur"
  | "created_at"
>;

async function loadHomeEvents(data: DataApi, settings: Settings): Promise<HomeEvent[]> {
  if (settings.show_events_on_homepage !== "true") return [];
  const events = await data.getEvents(homepageCount(settings.max_events_homepage));
  return events.map(
    ({
      id,
      title,
      title_en,
      description,
      description_en,
      event_date,
      event_time,
      location,
      event_type,
      status,
      max_participants,
      image_url,
      online_url,
      price_eur,
      created_at,
    }) => ({
      id,
      title,
      title_en,
      description,
      description_en,
      event_date,
      event_time,
      location,
      event_type,
      status,
      max_participants,
      image_url,
      online_url,
      price_eur,
      created_at,
    }),
  );
}

const HOME_TEAM_PREVIEW = 5;

/** Settings are read once for both optional sections; the sections stay off when they cannot be read. */
async function loadOptionalSections(data: DataApi, locale: Locale) {
  const settings = await data.getSettings().then(resolveSettings, () => null);
  if (!settings) return { posts: [], events: [] };
  const [posts, events] = await Promise.all([
    loadRecentPosts(data, settings, locale).catch(() => []),
    loadHomeEvents(data, settings).catch(() => []),
  ]);
  return { posts, events };
}

export async function loadHome(data: DataApi, locale: Locale): Promise<HomeData> {
  const [team, page, content, { posts, events }] = await Promise.all([
    loadTeam(data, HOME_TEAM_PREVIEW),
    data.getPage("home").catch(() => null),
    data.getContent("home", locale),
    loadOptionalSections(data, locale),
  ]);
  // the optional sections' code, only when they will show
  await Promise.all([posts.length ? RecentPostsSection.preload() : null, events.length ? EventsSection.preload() : null]);
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
  return { team, about, content, posts, events };
}
