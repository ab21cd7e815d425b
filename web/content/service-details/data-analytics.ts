/** @file Service detail page: data analytics, and the data-engineering service list (5 services, 5 certifications, 14 technologies). */
import type { Card, ServiceDetail } from "../types";
import { CERTIFICATIONS_TITLE, closingCtas, heroCtas, serviceImage } from "./shared";

/** The data-engineering service list the specification keeps as static bilingual content. */
const DATA_ENGINEERING: { services: Card[]; certifications: string[]; technologies: string[] } = {
  services: [
    {
      title: { de: "Data Engineering und ETL", en: "Data Engineering and ETL" },
      text: {
        de: "Robuste, automatisierte Datenpipelines, die Daten aus allen Quellen zuverlässig laden, bereinigen und bereitstellen.",
        en: "Robust, automated data pipelines that reliably load, cleanse and deliver data from every source.",
      },
      icon: "data",
    },
    {
      title: { de: "Data-Warehouse- und BI-Architekturen", en: "Data Warehouse and BI Architectures" },
      text: {
        de: "Data Warehouses, Lakehouses und Berichtsschichten, die mit Ihren Fragen wachsen.",
        en: "Data warehouses, lakehouses and reporting layers that grow with your questions.",
      },
      icon: "server",
    },
    {
      title: { de: "Data Governance und Datenqualität", en: "Data Governance and Data Quality" },
      text: {
        de: "Rollen, Regeln und automatisierte Prüfungen, damit Zahlen stimmen und Verantwortlichkeiten klar sind.",
        en: "Roles, rules and automated checks so that figures are right and responsibilities are clear.",
      },
      icon: "governance",
    },
    {
      title: { de: "Cloud-Datenplattformen und Modernisierung", en: "Cloud Data Platforms and Modernisation" },
      text: {
        de: "Wir modernisieren gewachsene Datenlandschaften und bauen skalierbare Plattformen in Azure, AWS oder Google Cloud.",
        en: "We modernise legacy data landscapes and build scalable platforms on Azure, AWS or Google Cloud.",
      },
      icon: "cloud",
    },
    {
      title: { de: "Datenmigration und Konsolidierung", en: "Data Migration and Consolidation" },
      text: {
        de: "Sichere Migration und Zusammenführung von Datenbeständen – geprüft, nachvollziehbar und ohne Datenverlust.",
        en: "Safe migration and consolidation of data sets – verified, traceable and without data loss.",
      },
      icon: "integration",
    },
  ],
  certifications: [
    "Microsoft Certified: Azure Data Engineer Associate",
    "Microsoft Certified: Power BI Data Analyst Associate",
    "Databricks Certified Data Engineer Associate",
    "SnowPro® Core Certification",
    "Google Cloud Professional Data Engineer",
  ],
  technologies: [
    "Python",
    "SQL",
    "Apache Spark",
    "Databricks",
    "Snowflake",
    "Azure Data Factory",
    "Azure Synapse Analytics",
    "Microsoft Fabric",
    "Power BI",
    "dbt",
    "Apache Airflow",
    "Apache Kafka",
    "PostgreSQL",
    "Tableau",
  ],
};

export const DATA_ANALYTICS: ServiceDetail = {
  id: "data-analytics",
  seo: {
    title: { de: "Data Analytics", en: "Data Analytics" },
    description: {
      de: "Data Engineering, Data Warehouse, BI, Data Governance und Cloud-Datenplattformen: {company} macht aus Ihren Daten verlässliche Entscheidungsgrundlagen.",
      en: "Data engineering, data warehousing, BI, data governance and cloud data platforms: {company} turns your data into a reliable basis for decisions.",
    },
  },
  structuredData: {
    serviceType: { de: "Datenanalyse und Data Engineering", en: "Data analytics and data engineering" },
    description: {
      de: "Datenplattformen, Datenpipelines, Business Intelligence und Data Governance.",
      en: "Data platforms, data pipelines, business intelligence and data governance.",
    },
  },
  hero: {
    title: { de: "Data Analytics", en: "Data Analytics" },
    tagline: { de: "Aus Daten Entscheidungen machen", en: "Turning data into decisions" },
    text: {
      de: "Daten sind nur dann ein Wert, wenn sie Entscheidungen verbessern. Wir bauen Datenplattformen, Pipelines und Berichte, denen Fachbereich und Management vertrauen – sicher, nachvollziehbar und regelkonform.",
      en: "Data only has value when it improves decisions. We build data platforms, pipelines and reports that business and management trust – secure, traceable and compliant.",
    },
    ctas: heroCtas("data"),
    image: serviceImage("data-analytics", "Abstrakte Illustration: Datenanalyse", "Abstract illustration: data analytics"),
  },
  offerings: {
    title: { de: "Unsere Leistungen", en: "Our Services" },
    cards: DATA_ENGINEERING.services,
  },
  approach: {
    title: { de: "Warum Data Analytics mit uns?", en: "Why data analytics with us?" },
    points: [
      {
        title: { de: "Tiefe technische Expertise", en: "Deep technical expertise" },
        text: {
          de: "Unsere Data Engineers beherrschen moderne Datenplattformen ebenso wie gewachsene Systeme.",
          en: "Our data engineers master modern data platforms as well as established legacy systems.",
        },
        icon: "award",
      },
      {
        title: { de: "Branchenerfahrung in regulierten Umgebungen", en: "Industry experience in regulated environments" },
        text: {
          de: "Banken, Versicherungen und Industrie: Wir kennen die Anforderungen an Nachvollziehbarkeit und Prüfbarkeit.",
          en: "Banking, insurance and industry: we know the requirements for traceability and auditability.",
        },
        icon: "bank",
      },
      {
        title: { de: "Begleitung von Ende zu Ende", en: "End-to-end support" },
        text: {
          de: "Von der Datenstrategie über Plattform und Pipelines bis zum Dashboard und Betrieb – alles aus einer Hand.",
          en: "From data strategy through platform and pipelines to dashboards and operations – all from a single source.",
        },
        icon: "process",
      },
      {
        title: { de: "Compliance und Governance", en: "Compliance and governance" },
        text: {
          de: "Datenschutz, Berechtigungen und Datenqualität sind bei uns von Anfang an Teil der Lösung.",
          en: "Data protection, access control and data quality are part of the solution from day one.",
        },
        icon: "shield",
      },
    ],
  },
  certifications: { title: CERTIFICATIONS_TITLE, items: DATA_ENGINEERING.certifications },
  toolGroups: [{ title: { de: "Technologien", en: "Technologies" }, items: DATA_ENGINEERING.technologies }],
  closing: {
    title: { de: "Bereit für datengetriebene Entscheidungen?", en: "Ready for data-driven decisions?" },
    text: {
      de: "Wir zeigen Ihnen, wie ein erster Anwendungsfall in wenigen Wochen Nutzen stiftet.",
      en: "We will show you how a first use case can deliver value within a few weeks.",
    },
    ctas: closingCtas("data-analytics", "data-analytics"),
  },
};
