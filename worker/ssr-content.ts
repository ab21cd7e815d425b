/**
 * @file The content bundles (long page copy from web/content/) the server hands to page loaders: DataApi.getContent
 * during rendering and GET /api/content/:name on client navigation. Part of the server-rendering entry, the one
 * place where the worker reads web/ modules.
 */
import type { ContentBundles } from "../web/data/content";
import { CAREER_CONTENT } from "../web/pages/career/career-content";
import { HOME_CONTENT } from "../web/pages/home/home-content";
import { COOKIE_POLICY_CONTENT, LEGAL_NOTICE_CONTENT, PRIVACY_CONTENT } from "../web/pages/legal/legal-content";
import { PROJECTS_CONTENT } from "../web/pages/projects/projects-content";

export const CONTENT_BUNDLES: ContentBundles = {
  home: HOME_CONTENT,
  projects: PROJECTS_CONTENT,
  career: CAREER_CONTENT,
  "legal-notice": LEGAL_NOTICE_CONTENT,
  privacy: PRIVACY_CONTENT,
  "cookie-policy": COOKIE_POLICY_CONTENT,
};
