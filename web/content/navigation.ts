/** @file Navigation of the public site: main menu with submenus and anchors, quick links, legal links, profile links. */
import type { ExternalLink, Href, NavItem, Text } from "./types";

const nav = (id: string, de: string, en: string, hrefDe: string, hrefEn: string, children?: NavItem[]): NavItem => ({
  id,
  label: { de, en },
  href: { de: hrefDe, en: hrefEn },
  ...(children ? { children } : {}),
});

/** Submenu of 'Services', in the order of the specification. */
export const SERVICE_NAV: NavItem[] = [
  nav("business-analysis", "Business-Analyse", "Business Analysis", "/leistungen/business-analyse", "/en/services/business-analysis"),
  nav(
    "software-development",
    "Softwareentwicklung",
    "Software Development",
    "/leistungen/software-development",
    "/en/services/software-development",
  ),
  nav(
    "enterprise-architecture",
    "Enterprise-Architektur",
    "Enterprise Architecture",
    "/leistungen/enterprise-architecture",
    "/en/services/enterprise-architecture",
  ),
  nav("project-management", "Projektmanagement", "Project Management", "/leistungen/projektmanagement", "/en/services/project-management"),
  nav("data-analytics", "Data Analytics", "Data Analytics", "/leistungen/data-analytics", "/en/services/data-analytics"),
];

/** The navigation bar: Home, About (Company, Philosophy, Team), Services (five), Projects, Career, Blog, Contact. */
export const MAIN_NAV: NavItem[] = [
  nav("home", "Startseite", "Home", "/", "/en"),
  nav("about", "Über uns", "About", "/ueber-uns", "/en/about", [
    nav("company", "Unternehmen", "Company", "/ueber-uns#company", "/en/about#company"),
    nav("philosophy", "Philosophie", "Philosophy", "/ueber-uns#philosophy", "/en/about#philosophy"),
    nav("team", "Team", "Team", "/team", "/en/team"),
  ]),
  nav("services", "Leistungen", "Services", "/leistungen", "/en/services", SERVICE_NAV),
  nav("projects", "Projekte", "Projects", "/projekte", "/en/projects"),
  nav("career", "Karriere", "Career", "/karriere", "/en/career"),
  nav("blog", "Blog", "Blog", "/blog", "/en/blog"),
  nav("contact", "Kontakt", "Contact", "/kontakt", "/en/contact"),
];

/** Footer quick links: home, about, services, team, career, blog, contact. */
export const QUICK_LINKS: NavItem[] = [
  nav("home", "Startseite", "Home", "/", "/en"),
  nav("about", "Über uns", "About", "/ueber-uns", "/en/about"),
  nav("services", "Leistungen", "Services", "/leistungen", "/en/services"),
  nav("team", "Team", "Team", "/team", "/en/team"),
  nav("career", "Karriere", "Career", "/karriere", "/en/career"),
  nav("blog", "Blog", "Blog", "/blog", "/en/blog"),
  nav("contact", "Kontakt", "Contact", "/kontakt", "/en/contact"),
];

/** Footer legal links (the cookie policy is linked from the cookie banner and here). */
export const LEGAL_LINKS: NavItem[] = [
  nav("legal", "Impressum", "Legal Notice", "/impressum", "/en/legal"),
  nav("privacy", "Datenschutz", "Privacy", "/datenschutz", "/en/privacy"),
  nav("cookies", "Cookie-Richtlinie", "Cookie Policy", "/cookies", "/en/cookies"),
];

/** Anchors inside pages that menus and buttons point to. */
export const ANCHORS = {
  company: "company",
  philosophy: "philosophy",
  positions: "positions",
} as const;

/** Top bar: professional network, business network and employer-rating profiles. */
export const PROFILE_LINKS: ExternalLink[] = [
  { id: "linkedin", label: { de: "LinkedIn-Profil", en: "LinkedIn profile" }, href: "https://www.linkedin.com/" },
  { id: "xing", label: { de: "XING-Profil", en: "XING profile" }, href: "https://www.xing.com/" },
  { id: "kununu", label: { de: "Bewertungen auf kununu", en: "Reviews on kununu" }, href: "https://www.kununu.com/" },
];

/** Top bar button to the sister site for innovation services. */
export const SISTER_SITE: { label: Text; title: Text; href: string } = {
  label: { de: "Innovation Lab", en: "Innovation Lab" },
  title: { de: "Zu unserer Schwesterseite für Innovationsberatung", en: "To our sister site for innovation services" },
  href: "https://innovation.example.com/",
};

/** Breadcrumb names of the known path segments (both languages' segments); unknown ones are capitalised. */
export const BREADCRUMB_LABELS: Record<string, Text> = {
  "": { de: "Startseite", en: "Home" },
  "ueber-uns": { de: "Über uns", en: "About" },
  about: { de: "Über uns", en: "About" },
  team: { de: "Team", en: "Team" },
  leistungen: { de: "Leistungen", en: "Services" },
  services: { de: "Leistungen", en: "Services" },
  "business-analyse": { de: "Business-Analyse", en: "Business Analysis" },
  "business-analysis": { de: "Business-Analyse", en: "Business Analysis" },
  "software-development": { de: "Softwareentwicklung", en: "Software Development" },
  "enterprise-architecture": { de: "Enterprise-Architektur", en: "Enterprise Architecture" },
  projektmanagement: { de: "Projektmanagement", en: "Project Management" },
  "project-management": { de: "Projektmanagement", en: "Project Management" },
  "data-analytics": { de: "Data Analytics", en: "Data Analytics" },
  projekte: { de: "Projekte", en: "Projects" },
  projects: { de: "Projekte", en: "Projects" },
  karriere: { de: "Karriere", en: "Career" },
  career: { de: "Karriere", en: "Career" },
  kontakt: { de: "Kontakt", en: "Contact" },
  contact: { de: "Kontakt", en: "Contact" },
  impressum: { de: "Impressum", en: "Legal Notice" },
  legal: { de: "Impressum", en: "Legal Notice" },
  datenschutz: { de: "Datenschutz", en: "Privacy" },
  privacy: { de: "Datenschutz", en: "Privacy" },
  cookies: { de: "Cookies", en: "Cookies" },
  blog: { de: "Blog", en: "Blog" },
};

/** Contact page link per language (used by many calls to action). */
export const CONTACT_HREF: Href = { de: "/kontakt", en: "/en/contact" };
