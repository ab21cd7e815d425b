/**
 * @file The content bundles (long page copy from web/) handed to the domain (worker/domain/site/content.ts), which
 * serves them to page loaders: DataApi.getContent during rendering and GET /api/content/:name for other clients.
 * Part of the server-rendering entry, the one place where the worker reads web/ modules.
 */
import type { Locale } from "../common/locales";
import type { ContentBundles, ContentName } from "../web/data/content";
import { CAREER_CONTENT } from "../web/pages/career/career-content";
import { HOME_CONTENT } from "../web/pages/home/home-content";
import { COOKIE_POLICY_CONTENT, LEGAL_NOTICE_CONTENT, PRIVACY_CONTENT } from "../web/pages/legal/legal-content";
import { PROJECTS_CONTENT } from "../web/pages/projects/projects-content";
import { contentBundle, provideContentBundles } from "./domain/site/content";

const CONTENT_BUNDLES: ContentBundles = {
  home: HOME_CONTENT,
  projects: PROJECTS_CONTENT,
  career: CAREER_CONTENT,
  "legal-notice": LEGAL_NOTICE_CONTENT,
  privacy: PRIVACY_CONTENT,
  "cookie-policy": COOKIE_POLICY_CONTENT,
};
provideContentBundles(CONTENT_BUNDLES);

/** A bundle in one language, typed (the pages read only `text[locale]`). */
export const contentIn = <K extends ContentName>(name: K, locale: Locale) => contentBundle(name, locale) as ContentBundles[K];
