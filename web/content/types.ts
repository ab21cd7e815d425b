/**
 * @file Shapes of the built-in content of the public site (one data module per kind under web/content/).
 * Bilingual fields are `{ de, en }`; links are full paths per language (the English ones carry /en).
 * Copy may contain the token `{company}` (see text.ts): the page replaces it with the `site_name` setting.
 * Stable contract for the pages: only add to it.
 */
import type { Locale } from "../../common/locales";

/** One value per language. */
export type Localized<T> = { [L in Locale]: T };
/** A text in German and English. */
export type Text = Localized<string>;
/** A list of texts in German and English (same length in both). */
type TextList = Localized<string[]>;
/** A link target per language, e.g. `{ de: "/projekte#data-analytics", en: "/en/projects#data-analytics" }`. */
export type Href = Localized<string>;

/** An image shipped in public/img (src is the public path); width/height avoid layout shift. */
export interface Image {
  src: string;
  width: number;
  height: number;
  /** Empty strings mark a decorative image (rendered with alt=""). */
  alt: Text;
}

/** Names of the line icons the pages draw; the page engineer maps each to an inline SVG. */
export type IconName =
  | "analysis"
  | "code"
  | "architecture"
  | "project"
  | "data"
  | "api"
  | "devops"
  | "test"
  | "integration"
  | "cloud"
  | "shield"
  | "workshop"
  | "process"
  | "tools"
  | "target"
  | "roadmap"
  | "governance"
  | "rocket"
  | "handshake"
  | "leaf"
  | "award"
  | "star"
  | "users"
  | "heart"
  | "lightbulb"
  | "scale"
  | "bank"
  | "cart"
  | "factory"
  | "server"
  | "clock"
  | "home"
  | "laptop"
  | "growth"
  | "euro"
  | "coffee"
  | "bike"
  | "calendar"
  | "globe"
  | "graduation"
  | "mail"
  | "video"
  | "chat"
  | "check";

/** A call to action: label and target per language. External links set `external`. */
export interface Cta {
  label: Text;
  href: Href;
  variant: "primary" | "secondary";
  external?: boolean;
}

/** A heading with an optional lead text, used above most sections. */
export interface SectionHeading {
  title: Text;
  subtitle?: Text;
  text?: Text;
}

/** A titled card or bullet point; optional icon and sub-items. */
export interface Card {
  title: Text;
  text: Text;
  icon?: IconName;
  items?: TextList;
}

/** Search-engine metadata of one page (the page title gets the company-name prefix). */
interface Seo {
  title: Text;
  description: Text;
  noindex?: boolean;
}

/** A hero at the top of a page. */
export interface Hero {
  title: Text;
  tagline?: Text;
  text?: Text;
  ctas: Cta[];
  image?: Image;
}

/** A labelled figure of a stats strip, e.g. { value: "200+", label: "completed projects" }. */
export interface Stat {
  value: string;
  label: Text;
  icon?: IconName;
}

/**
 * Company facts. The specification keeps two inconsistent readings:
 * the home page one and the one of the about, services and career pages.
 */
export interface CompanyFacts {
  foundedYear: number;
  yearsOfExperience: number;
  projects: number;
  people: number;
  customerSatisfactionPercent?: number;
}

// ---------- navigation and shell ----------

export interface NavItem {
  id: string;
  label: Text;
  href: Href;
  children?: NavItem[];
}

export interface ExternalLink {
  id: string;
  label: Text;
  href: string;
}

export interface EmployerRating {
  score: number;
  maxScore: number;
  recommendationPercent: number;
  platform: string;
  href: string;
}

// ---------- company, offices, contact ----------

export interface Office {
  id: "eurasburg" | "munich" | "bingen";
  name: Text;
  street: string;
  postalCode: string;
  city: Text;
  country: Text;
  headquarters: boolean;
}

export interface OpeningHours {
  days: Text;
  hours: Text;
  closed: boolean;
}

// ---------- services ----------

export type ServiceId = "business-analysis" | "software-development" | "enterprise-architecture" | "project-management" | "data-analytics";

/** A service card of the home grid, the services overview and the footer list. */
export interface ServiceCard {
  id: ServiceId;
  title: Text;
  subtitle: Text;
  description: Text;
  /** Exactly four key services. */
  highlights: TextList;
  href: Href;
  keywords: TextList;
  icon: IconName;
}

/** A list of names (tools, methods, frameworks, certifications), language-neutral or per language. */
export interface NameGroup {
  title: Text;
  items: string[] | TextList;
}

/** A service detail page: everything between header and footer. */
export interface ServiceDetail {
  id: ServiceId;
  seo: Seo;
  /** schema.org Service: serviceType and the description used in JSON-LD. */
  structuredData: { serviceType: Text; description: Text };
  hero: Hero & { tagline: Text; text: Text; image: Image };
  offerings: SectionHeading & { cards: Card[] };
  /** The why/approach section (four points). */
  approach: SectionHeading & { points: Card[] };
  /** A numbered flow (project management phases, enterprise architecture steps). */
  process?: SectionHeading & { steps: Card[] };
  certifications: SectionHeading & { items: string[] };
  /** Technologies, tools, methods, frameworks: one group each. */
  toolGroups: NameGroup[];
  closing: SectionHeading & { ctas: Cta[] };
}

// ---------- industries, clients, testimonials ----------

type IndustryId = "banking" | "ecommerce" | "industry" | "it-software";

export interface Industry {
  id: IndustryId;
  title: Text;
  description: Text;
  details: TextList;
  /** Shown on the projects page. */
  projectCount: number;
  icon: IconName;
}

export interface ClientLogo {
  name: string;
  logo: Image;
}

export interface Testimonial {
  quote: Text;
  author: string;
  position: Text;
  company: string;
  logo: Image;
}

// ---------- projects ----------

type ProjectCategoryId =
  | "software-development"
  | "data-analytics"
  | "enterprise-architecture"
  | "project-management"
  | "devops-infrastructure";

export interface ProjectCategory {
  id: ProjectCategoryId;
  label: Text;
  /** URL fragments (both languages) that select this category, e.g. #projektmanagement. */
  anchors: string[];
}

export interface Project {
  id: string;
  title: Text;
  client: Text;
  description: Text;
  implementation: Text;
  category: ProjectCategoryId;
  industry: IndustryId;
  technologies: string[];
  image: Image;
  icon: IconName;
}

// ---------- career ----------

export interface Benefit {
  id: string;
  title: Text;
  text: Text;
  icon: IconName;
}

export interface CareerLevel {
  id: "junior" | "senior" | "expert";
  title: Text;
  description: Text;
  /** Exactly three details. */
  details: TextList;
  icon: IconName;
}

export interface ApplicationStep {
  step: number;
  title: Text;
  text: Text;
  image: Image;
}

// ---------- legal texts ----------

/** A run of text: plain, or a link (external links open in a new tab). */
type Inline = string | { text: string; href: string; external?: boolean };
/** A paragraph: one string, or runs of text and links. */
export type RichText = string | Inline[];

export type LegalBlock =
  /** `onlyWithAnalyticsTag`: describes the optional third-party tag, shown only when ANALYTICS_TAG_ID is set. */
  | { kind: "p"; text: RichText; onlyWithAnalyticsTag?: true }
  | { kind: "h3"; text: string }
  | { kind: "list"; items: RichText[] }
  /** Address lines, rendered in an <address> or line by line. */
  | { kind: "lines"; lines: string[] };

interface LegalSection {
  /** Fragment id, unique within the document. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

/** One legal document in one language. */
export interface LegalDocument {
  title: string;
  /** e.g. 'Stand: Januar 2025'. */
  updated?: string;
  intro?: RichText[];
  /** Show a table of contents built from the section headings. */
  toc?: boolean;
  sections: LegalSection[];
}

// ---------- team page ----------

export interface TeamSectionCopy {
  management: SectionHeading;
  experts: SectionHeading;
  joinCta: Cta;
  empty: Text;
  inProject: Text;
}
