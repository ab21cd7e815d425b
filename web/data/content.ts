/** @file Names and shapes of the content bundles pages load as data (types only: the bundles stay on the server). */
import type { CareerContent } from "../pages/career/career-content";
import type { HomeContent } from "../pages/home/home-content";
import type { CookiePolicyContent, LegalNoticeContent, PrivacyContent } from "../pages/legal/legal-content";
import type { ProjectsContent } from "../pages/projects/projects-content";

export interface ContentBundles {
  home: HomeContent;
  projects: ProjectsContent;
  career: CareerContent;
  "legal-notice": LegalNoticeContent;
  privacy: PrivacyContent;
  "cookie-policy": CookiePolicyContent;
}

export type ContentName = keyof ContentBundles;
