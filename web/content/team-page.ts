/** @file Team page copy: headings of the management and expert sections, the Join the Team link, states. */
import { CONTACT_HREF } from "./navigation";
import type { Hero, TeamSectionCopy } from "./types";

export const TEAM_HERO: Hero = {
  title: { de: "Unser Team", en: "Our Team" },
  text: {
    de: "Menschen machen Projekte erfolgreich. Lernen Sie die Köpfe kennen, die Ihre Vorhaben mit Erfahrung und Begeisterung voranbringen.",
    en: "People make projects succeed. Meet the people who drive your initiatives forward with experience and enthusiasm.",
  },
  ctas: [{ label: { de: "Experten anfragen", en: "Talk to an expert" }, href: CONTACT_HREF, variant: "primary" }],
  image: { src: "/img/illustrations/team.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

export const TEAM_SECTIONS: TeamSectionCopy = {
  management: {
    title: { de: "Geschäftsführung", en: "Management" },
    subtitle: {
      de: "Verantwortung für Strategie, Kunden und unser Team.",
      en: "Responsible for strategy, clients and our team.",
    },
  },
  experts: {
    title: { de: "Unsere Experten", en: "Our Experts" },
    subtitle: {
      de: "Beraterinnen und Berater mit Erfahrung aus zahlreichen Projekten.",
      en: "Consultants with experience from numerous projects.",
    },
  },
  joinCta: {
    label: { de: "Werden Sie Teil des Teams", en: "Join the Team" },
    href: { de: "/karriere", en: "/en/career" },
    variant: "secondary",
  },
  empty: { de: "Keine Teammitglieder gefunden", en: "No team members found" },
  inProject: { de: "Im Projekt", en: "In Project" },
};

/**
 * Fragments the service pages link to (/team#data ...): one per service area. The team page needs an element
 * with each id (e.g. on the experts section) so these links land on the experts.
 */
export const TEAM_ANCHORS = {
  "business-analysis": "business-analysts",
  "software-development": "development",
  "enterprise-architecture": "enterprise-architects",
  "project-management": "project-managers",
  "data-analytics": "data",
} as const;
