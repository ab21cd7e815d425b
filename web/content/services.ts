/** @file The five service cards (home grid, services overview, footer) and the services overview page copy. */
import { CONTACT_HREF } from "./navigation";
import type { Card, Cta, Hero, SectionHeading, ServiceCard, ServiceId } from "./types";

/** The five service areas, in the order of the navigation. */
export const SERVICE_IDS: ServiceId[] = [
  "business-analysis",
  "software-development",
  "enterprise-architecture",
  "project-management",
  "data-analytics",
];

export const SERVICE_CARDS: ServiceCard[] = [
  {
    id: "business-analysis",
    title: { de: "Business-Analyse", en: "Business Analysis" },
    subtitle: { de: "Anforderungen, die tragen", en: "Requirements that hold" },
    description: {
      de: "Wir übersetzen Geschäftsziele in klare, prüfbare Anforderungen und schaffen ein gemeinsames Verständnis zwischen Fachbereich und IT.",
      en: "We translate business goals into clear, testable requirements and create a shared understanding between business and IT.",
    },
    highlights: {
      de: ["Requirements Engineering", "Prozessanalyse und -modellierung", "Stakeholder-Workshops", "Toolgestützte Anforderungsarbeit"],
      en: ["Requirements engineering", "Process analysis and modelling", "Stakeholder workshops", "Tool-supported requirements work"],
    },
    href: { de: "/leistungen/business-analyse", en: "/en/services/business-analysis" },
    keywords: {
      de: ["Business-Analyse", "Requirements Engineering", "Prozessmodellierung", "BPMN", "Anforderungsmanagement"],
      en: ["business analysis", "requirements engineering", "process modelling", "BPMN", "requirements management"],
    },
    icon: "analysis",
  },
  {
    id: "software-development",
    title: { de: "Softwareentwicklung", en: "Software Development" },
    subtitle: { de: "Individuelle Lösungen, sauber gebaut", en: "Custom solutions, cleanly built" },
    description: {
      de: "Von der API bis zur Oberfläche entwickeln wir wartbare, sichere und skalierbare Software – agil, getestet und automatisiert ausgeliefert.",
      en: "From the API to the user interface we build maintainable, secure and scalable software – agile, tested and delivered automatically.",
    },
    highlights: {
      de: ["Full-Stack-Entwicklung", "API-Design und Integration", "DevOps und CI/CD", "Testautomatisierung und QS"],
      en: ["Full-stack development", "API design and integration", "DevOps and CI/CD", "Test automation and QA"],
    },
    href: { de: "/leistungen/software-development", en: "/en/services/software-development" },
    keywords: {
      de: ["Softwareentwicklung", "Full-Stack", "API", "DevOps", "Testautomatisierung"],
      en: ["software development", "full stack", "API", "DevOps", "test automation"],
    },
    icon: "code",
  },
  {
    id: "enterprise-architecture",
    title: { de: "Enterprise-Architektur", en: "Enterprise Architecture" },
    subtitle: { de: "Orientierung für Ihre IT-Landschaft", en: "Direction for your IT landscape" },
    description: {
      de: "Wir schaffen Transparenz über Ihre IT-Landschaft, entwickeln tragfähige Zielbilder und steuern den Weg dorthin mit klarer Governance.",
      en: "We bring transparency to your IT landscape, develop sound target pictures and steer the way there with clear governance.",
    },
    highlights: {
      de: ["Zielarchitektur und Roadmaps", "Architektur-Governance", "Cloud- und Integrationsstrategien", "Technologiebewertung"],
      en: ["Target architecture and roadmaps", "Architecture governance", "Cloud and integration strategies", "Technology assessment"],
    },
    href: { de: "/leistungen/enterprise-architecture", en: "/en/services/enterprise-architecture" },
    keywords: {
      de: ["Enterprise-Architektur", "TOGAF", "Zielarchitektur", "IT-Strategie", "Cloud-Strategie"],
      en: ["enterprise architecture", "TOGAF", "target architecture", "IT strategy", "cloud strategy"],
    },
    icon: "architecture",
  },
  {
    id: "project-management",
    title: { de: "Projektmanagement", en: "Project Management" },
    subtitle: { de: "Vorhaben sicher ins Ziel führen", en: "Steering initiatives to success" },
    description: {
      de: "Ob agil, klassisch oder hybrid: Wir planen, steuern und stabilisieren Projekte und Programme – mit Transparenz für alle Beteiligten.",
      en: "Agile, classic or hybrid: we plan, steer and stabilise projects and programmes – with transparency for everyone involved.",
    },
    highlights: {
      de: [
        "Agiles Projektmanagement",
        "Klassisches Projektmanagement",
        "Multiprojekt-Management und PMO",
        "Projekt-Recovery und Interim-Management",
      ],
      en: [
        "Agile project management",
        "Classic project management",
        "Multi-project management and PMO",
        "Project recovery and interim management",
      ],
    },
    href: { de: "/leistungen/projektmanagement", en: "/en/services/project-management" },
    keywords: {
      de: ["Projektmanagement", "Scrum", "PRINCE2", "PMO", "Interim-Management"],
      en: ["project management", "Scrum", "PRINCE2", "PMO", "interim management"],
    },
    icon: "project",
  },
  {
    id: "data-analytics",
    title: { de: "Data Analytics", en: "Data Analytics" },
    subtitle: { de: "Aus Daten Entscheidungen machen", en: "Turning data into decisions" },
    description: {
      de: "Wir bauen Datenplattformen, Pipelines und Berichte, denen Sie vertrauen können – mit Governance und Datenqualität von Anfang an.",
      en: "We build data platforms, pipelines and reports you can trust – with governance and data quality from the start.",
    },
    highlights: {
      de: ["Data Engineering und ETL", "Data Warehouse und BI", "Data Governance und Datenqualität", "Cloud-Datenplattformen"],
      en: ["Data engineering and ETL", "Data warehouse and BI", "Data governance and data quality", "Cloud data platforms"],
    },
    href: { de: "/leistungen/data-analytics", en: "/en/services/data-analytics" },
    keywords: {
      de: ["Data Analytics", "Data Engineering", "Business Intelligence", "Data Warehouse", "Power BI"],
      en: ["data analytics", "data engineering", "business intelligence", "data warehouse", "Power BI"],
    },
    icon: "data",
  },
];

export const SERVICES_HERO: Hero = {
  title: { de: "Unsere Leistungen", en: "Our Services" },
  tagline: { de: "Beratung und Umsetzung aus einer Hand", en: "Consulting and delivery from a single source" },
  text: {
    de: "Seit 2005 unterstützen wir Unternehmen dabei, Fachlichkeit und Technologie zusammenzubringen. Über 50 Beraterinnen und Berater stehen für Qualität in fünf Kompetenzfeldern.",
    en: "Since 2005 we have helped companies bring business and technology together. More than 50 consultants stand for quality in five areas of expertise.",
  },
  ctas: [{ label: { de: "Beratung anfragen", en: "Request a consultation" }, href: CONTACT_HREF, variant: "primary" }],
  image: { src: "/img/illustrations/services.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

export const SERVICES_STATS_HEADING: SectionHeading = {
  title: { de: "Erfahrung, die zählt", en: "Experience that counts" },
};

/** Why us: four points. */
export const WHY_US: SectionHeading & { points: Card[] } = {
  title: { de: "Warum {company}?", en: "Why {company}?" },
  subtitle: {
    de: "Über 15 Jahre Projekterfahrung in anspruchsvollen Umgebungen.",
    en: "More than 15 years of project experience in demanding environments.",
  },
  points: [
    {
      title: { de: "Fachliche und technische Tiefe", en: "Business and technical depth" },
      text: {
        de: "Unsere Beraterinnen und Berater verstehen Ihr Geschäft ebenso wie die Technologie dahinter.",
        en: "Our consultants understand your business as well as the technology behind it.",
      },
      icon: "award",
    },
    {
      title: { de: "Erfahrung in regulierten Branchen", en: "Experience in regulated industries" },
      text: {
        de: "Banken, Versicherungen und Industrie: Wir kennen Compliance-Anforderungen aus erster Hand.",
        en: "Banking, insurance and industry: we know compliance requirements first hand.",
      },
      icon: "shield",
    },
    {
      title: { de: "Partnerschaft auf Augenhöhe", en: "Partnership on equal terms" },
      text: {
        de: "Wir arbeiten transparent, verlässlich und integriert in Ihre Teams – nicht neben ihnen.",
        en: "We work transparently, reliably and as part of your teams – not next to them.",
      },
      icon: "handshake",
    },
    {
      title: { de: "Ergebnisse, die bleiben", en: "Results that last" },
      text: {
        de: "Wir übergeben Wissen und Lösungen so, dass Ihr Team sie selbstständig weiterführen kann.",
        en: "We hand over knowledge and solutions so that your team can carry them forward on its own.",
      },
      icon: "leaf",
    },
  ],
};

/** Closing call to action of the overview: contact and projects. */
export const SERVICES_CLOSING: SectionHeading & { ctas: Cta[] } = {
  title: { de: "Bereit für Ihr nächstes Projekt?", en: "Ready for your next project?" },
  text: {
    de: "Erzählen Sie uns von Ihrem Vorhaben – wir melden uns innerhalb eines Werktags mit einem Vorschlag für das weitere Vorgehen.",
    en: "Tell us about your initiative – we will get back to you within one working day with a proposal for the next steps.",
  },
  ctas: [
    { label: { de: "Kontakt aufnehmen", en: "Get in Touch" }, href: CONTACT_HREF, variant: "primary" },
    { label: { de: "Referenzprojekte ansehen", en: "View Projects" }, href: { de: "/projekte", en: "/en/projects" }, variant: "secondary" },
  ],
};
