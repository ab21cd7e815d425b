/** @file The projects page's built-in content as one bundle (server only; reaches the browser as loader data). */
import { INDUSTRIES, INDUSTRY_EXPERTISE_HEADING, PROJECTS_COUNT_LABEL } from "../../content/industries";
import { PROJECT_CATEGORIES, PROJECTS, PROJECTS_CLOSING, PROJECTS_COPY, PROJECTS_HERO } from "../../content/projects";

export const PROJECTS_CONTENT = {
  hero: PROJECTS_HERO,
  categories: PROJECT_CATEGORIES,
  projects: PROJECTS,
  copy: PROJECTS_COPY,
  industries: INDUSTRIES,
  industriesHeading: INDUSTRY_EXPERTISE_HEADING,
  projectsCountLabel: PROJECTS_COUNT_LABEL,
  closing: PROJECTS_CLOSING,
};

export type ProjectsContent = typeof PROJECTS_CONTENT;
