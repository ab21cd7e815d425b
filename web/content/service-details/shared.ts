/** @file Buttons and pictures every service detail page shares: contact, its team anchor, its projects anchor. */

import { CONTACT_HREF } from "../navigation";
import type { Cta, Image, ServiceId } from "../types";

/** Hero buttons (spec 2.7: two): contact, and the team page at this service's experts. */
export const heroCtas = (teamAnchor: string): Cta[] => [
  { label: { de: "Beratung anfragen", en: "Request a consultation" }, href: CONTACT_HREF, variant: "primary" },
  {
    label: { de: "Unsere Experten", en: "Meet our experts" },
    href: { de: `/team#${teamAnchor}`, en: `/en/team#${teamAnchor}` },
    variant: "secondary",
  },
];

/** Closing buttons: contact, and the projects page at this service's category. */
export const closingCtas = (projectsAnchorDe: string, projectsAnchorEn: string): Cta[] => [
  { label: { de: "Projekt anfragen", en: "Start a project" }, href: CONTACT_HREF, variant: "primary" },
  {
    label: { de: "Referenzprojekte ansehen", en: "View reference projects" },
    href: { de: `/projekte#${projectsAnchorDe}`, en: `/en/projects#${projectsAnchorEn}` },
    variant: "secondary",
  },
];

export const serviceImage = (id: ServiceId, de: string, en: string): Image => ({
  src: `/img/illustrations/${id}.svg`,
  width: 640,
  height: 480,
  alt: { de, en },
});

export const CERTIFICATIONS_TITLE = { de: "Zertifizierungen", en: "Certifications" };
