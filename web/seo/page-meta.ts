/**
 * @file Short per-page metadata (document title, meta description) for every mapped page.
 * Kept apart from the page content so head(), which ships in the main bundle, stays small.
 */
import type { Text } from "../content/types";
import type { PageKey } from "../i18n/routes";

export interface PageMeta {
  title: Text;
  description: Text;
}

export const PAGE_META: Record<PageKey, PageMeta> = {
  home: {
    title: { de: "IT- und Datenberatung aus Bayern", en: "IT and data consulting from Bavaria" },
    description: {
      de: "Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics: IT-Beratung aus Eurasburg, München und Bingen am Rhein.",
      en: "Business analysis, software development, enterprise architecture, project management and data analytics: IT consulting from Eurasburg, Munich and Bingen am Rhein.",
    },
  },
  about: {
    title: { de: "Über uns – Unternehmen und Philosophie", en: "About us – company and philosophy" },
    description: {
      de: "Seit 2005 begleiten wir Unternehmen mit über 50 Beraterinnen und Beratern. Lernen Sie unser Unternehmen, unsere Prinzipien und Werte kennen.",
      en: "Since 2005 our more than 50 consultants have supported companies. Get to know our company, our principles and our values.",
    },
  },
  team: {
    title: { de: "Unser Team", en: "Our team" },
    description: {
      de: "Geschäftsführung und Expertinnen und Experten für Business-Analyse, Softwareentwicklung, Architektur, Projektmanagement und Data Analytics.",
      en: "Management and experts in business analysis, software development, architecture, project management and data analytics.",
    },
  },
  services: {
    title: { de: "Leistungen – IT- und Datenberatung", en: "Services – IT and data consulting" },
    description: {
      de: "Fünf Leistungsbereiche aus einer Hand: Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics.",
      en: "Five service areas from one partner: business analysis, software development, enterprise architecture, project management and data analytics.",
    },
  },
  businessAnalysis: {
    title: { de: "Business-Analyse und Requirements Engineering", en: "Business analysis and requirements engineering" },
    description: {
      de: "Requirements Engineering, Prozessanalyse und -modellierung, Stakeholder-Workshops und toolgestütztes Arbeiten: Anforderungen, die Projekte tragen.",
      en: "Requirements engineering, process analysis and modelling, stakeholder workshops and tool-supported work: requirements that carry projects.",
    },
  },
  softwareDevelopment: {
    title: { de: "Softwareentwicklung", en: "Software development" },
    description: {
      de: "Full-Stack-Entwicklung, API-Design, DevOps und CI/CD, Testautomatisierung sowie System- und ERP-Integration – agil, sauber und sicher.",
      en: "Full-stack development, API design, DevOps and CI/CD, test automation, and system and ERP integration – agile, clean and secure.",
    },
  },
  enterpriseArchitecture: {
    title: { de: "Enterprise-Architektur", en: "Enterprise architecture" },
    description: {
      de: "Zielarchitekturen und Roadmaps, Architektur-Governance, Cloud- und Integrationsstrategien sowie Technologiebewertung.",
      en: "Target architectures and roadmaps, architecture governance, cloud and integration strategies, and technology assessment.",
    },
  },
  projectManagement: {
    title: { de: "Projektmanagement", en: "Project management" },
    description: {
      de: "Agiles und klassisches Projektmanagement, Multiprojekt-Management und PMO, Projektsanierung und Interim-Management.",
      en: "Agile and classic project management, multi-project management and PMO, project recovery and interim management.",
    },
  },
  dataAnalytics: {
    title: { de: "Data Analytics und Data Engineering", en: "Data analytics and data engineering" },
    description: {
      de: "Datenstrategie, Data Engineering, BI und Analytics für regulierte Branchen – von der Anforderung bis zum Betrieb, mit Compliance und Governance.",
      en: "Data strategy, data engineering, BI and analytics for regulated industries – from requirements to operations, with compliance and governance.",
    },
  },
  projects: {
    title: { de: "Referenzprojekte", en: "Reference projects" },
    description: {
      de: "Ausgewählte Referenzprojekte aus Softwareentwicklung, Data Analytics, Enterprise-Architektur, Projektmanagement und DevOps.",
      en: "Selected reference projects in software development, data analytics, enterprise architecture, project management and DevOps.",
    },
  },
  career: {
    title: { de: "Karriere – Jobs in der IT-Beratung", en: "Career – jobs in IT consulting" },
    description: {
      de: "Benefits, Karrierestufen vom Junior bis zum Expert und ein Bewerbungsprozess in drei Schritten: Werden Sie Teil unseres Teams.",
      en: "Benefits, career levels from junior to expert and a three-step application process: join our team.",
    },
  },
  contact: {
    title: { de: "Kontakt", en: "Contact" },
    description: {
      de: "Schreiben Sie uns oder rufen Sie an: Standorte in Eurasburg, München und Bingen am Rhein, erreichbar Montag bis Freitag von 9 bis 18 Uhr.",
      en: "Write to us or call: offices in Eurasburg, Munich and Bingen am Rhein, available Monday to Friday from 9 am to 6 pm.",
    },
  },
  legal: {
    title: { de: "Impressum", en: "Legal notice" },
    description: { de: "Impressum und Anbieterkennzeichnung.", en: "Legal notice and provider identification." },
  },
  privacy: {
    title: { de: "Datenschutzerklärung", en: "Privacy notice" },
    description: { de: "Informationen zur Verarbeitung personenbezogener Daten.", en: "Information on the processing of personal data." },
  },
  cookies: {
    title: { de: "Cookie-Richtlinie", en: "Cookie policy" },
    description: {
      de: "Welche Cookies wir verwenden und wie Sie Ihre Einstellungen ändern.",
      en: "Which cookies we use and how to change your preferences.",
    },
  },
  blog: {
    title: { de: "Blog", en: "Blog" },
    description: {
      de: "Fachartikel zu Daten, Software, Architektur und Projektmanagement.",
      en: "Articles on data, software, architecture and project management.",
    },
  },
};
