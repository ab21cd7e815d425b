/** @file The four industries (home accordion, projects page) with their project counts. */
import type { Industry, SectionHeading } from "./types";

export const INDUSTRIES: Industry[] = [
  {
    id: "banking",
    title: { de: "Banking & FinTech", en: "Banking & FinTech" },
    description: {
      de: "Wir begleiten Banken, Sparkassen und FinTechs bei Kernbankensystemen, Zahlungsverkehr und regulatorischen Vorhaben.",
      en: "We support banks, savings banks and fintechs with core banking systems, payments and regulatory initiatives.",
    },
    details: {
      de: [
        "Kernbanken-Migration und -Modernisierung",
        "Zahlungsverkehr und SEPA Instant",
        "Regulatorik: DORA, BAIT, MaRisk",
        "Risiko- und Meldewesen-Datenplattformen",
      ],
      en: [
        "Core banking migration and modernisation",
        "Payments and SEPA Instant",
        "Regulation: DORA, BAIT, MaRisk",
        "Risk and regulatory reporting data platforms",
      ],
    },
    projectCount: 15,
    icon: "bank",
  },
  {
    id: "ecommerce",
    title: { de: "E-Commerce & Handel", en: "E-Commerce & Retail" },
    description: {
      de: "Für Händler und Marken verbinden wir Shop, Warenwirtschaft und Logistik zu durchgängigen Prozessen.",
      en: "For retailers and brands we connect shop, merchandise management and logistics into seamless processes.",
    },
    details: {
      de: [
        "Omnichannel- und B2B-Commerce",
        "Anbindung von ERP, PIM und Logistik",
        "Kunden- und Absatzanalysen",
        "Skalierbare Cloud-Architekturen für Lastspitzen",
      ],
      en: [
        "Omnichannel and B2B commerce",
        "Integration of ERP, PIM and logistics",
        "Customer and sales analytics",
        "Scalable cloud architectures for peak loads",
      ],
    },
    projectCount: 12,
    icon: "cart",
  },
  {
    id: "industry",
    title: { de: "Industrie & Produktion", en: "Industry & Production" },
    description: {
      de: "Im produzierenden Gewerbe digitalisieren wir Prozesse von der Fertigung bis zur Lieferkette.",
      en: "In manufacturing we digitalise processes from the shop floor to the supply chain.",
    },
    details: {
      de: [
        "SAP-Einführungen und S/4HANA-Transformation",
        "Fertigungsdaten und Industrie 4.0",
        "Qualitäts- und Produktionskennzahlen",
        "Integration von MES, ERP und IoT",
      ],
      en: [
        "SAP rollouts and S/4HANA transformation",
        "Manufacturing data and Industry 4.0",
        "Quality and production KPIs",
        "Integration of MES, ERP and IoT",
      ],
    },
    projectCount: 14,
    icon: "factory",
  },
  {
    id: "it-software",
    title: { de: "IT & Software", en: "IT & Software" },
    description: {
      de: "Softwarehäuser und IT-Dienstleister unterstützen wir mit Architektur, Entwicklungskapazität und Projektleitung.",
      en: "We support software companies and IT service providers with architecture, development capacity and project leadership.",
    },
    details: {
      de: [
        "Produktentwicklung und SaaS-Plattformen",
        "Cloud-Migration und DevOps",
        "Architektur-Reviews und Modernisierung",
        "Agile Skalierung über mehrere Teams",
      ],
      en: [
        "Product development and SaaS platforms",
        "Cloud migration and DevOps",
        "Architecture reviews and modernisation",
        "Agile scaling across several teams",
      ],
    },
    projectCount: 21,
    icon: "server",
  },
];

/** Heading of the industry expertise section on the projects page (the project counts show there). */
export const INDUSTRY_EXPERTISE_HEADING: SectionHeading = {
  title: { de: "Branchenexpertise", en: "Industry Expertise" },
  subtitle: {
    de: "Erfahrung aus zahlreichen Projekten in vier Kernbranchen.",
    en: "Experience from numerous projects in four core industries.",
  },
};

/** Label after a project count, e.g. '15 Projekte'. */
export const PROJECTS_COUNT_LABEL = { de: "Projekte", en: "projects" };
