/** @file The content bundles the server hands to page loaders (DataApi.getContent and GET /api/content/:name). */
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
