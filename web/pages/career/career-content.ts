/** @file The career page's built-in content as one bundle (server only; reaches the browser as loader data). */
import {
  ADDITIONAL_BENEFITS,
  ADDITIONAL_BENEFITS_HEADING,
  APPLICATION_HEADING,
  APPLICATION_STEPS,
  BENEFITS_HEADING,
  CAREER_HERO,
  CAREER_LEVELS,
  CAREER_LEVELS_HEADING,
  MAIN_BENEFITS,
  OPEN_POSITIONS,
  SPECULATIVE_APPLICATION,
} from "../../content/career";
import { COMPANY_STATS } from "../../content/company";

export const CAREER_CONTENT = {
  hero: CAREER_HERO,
  benefitsHeading: BENEFITS_HEADING,
  mainBenefits: MAIN_BENEFITS,
  additionalBenefitsHeading: ADDITIONAL_BENEFITS_HEADING,
  additionalBenefits: ADDITIONAL_BENEFITS,
  stats: COMPANY_STATS,
  levelsHeading: CAREER_LEVELS_HEADING,
  levels: CAREER_LEVELS,
  applicationHeading: APPLICATION_HEADING,
  applicationSteps: APPLICATION_STEPS,
  openPositions: OPEN_POSITIONS,
  speculative: SPECULATIVE_APPLICATION,
};

export type CareerContent = typeof CAREER_CONTENT;
