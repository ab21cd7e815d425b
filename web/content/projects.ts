/** @file Projects page: the category filter, the nine reference projects and the page copy. */
import { CONTACT_HREF } from "./navigation";
import type { Cta, Hero, Image, Project, ProjectCategory, SectionHeading, Text } from "./types";

/** Filter buttons after 'All Projects', in order. Anchors are the fragments of the service pages' links. */
export const PROJECT_CATEGORIES: ProjectCategory[] = [
  { id: "software-development", label: { de: "Softwareentwicklung", en: "Software Development" }, anchors: ["software-development"] },
  { id: "data-analytics", label: { de: "Data & Analytics", en: "Data & Analytics" }, anchors: ["data-analytics"] },
  {
    id: "enterprise-architecture",
    label: { de: "Enterprise-Architektur", en: "Enterprise Architecture" },
    anchors: ["enterprise-architecture"],
  },
  {
    id: "project-management",
    label: { de: "Projektmanagement", en: "Project Management" },
    anchors: ["projektmanagement", "project-management"],
  },
  {
    id: "devops-infrastructure",
    label: { de: "DevOps & Infrastruktur", en: "DevOps & Infrastructure" },
    anchors: ["devops-infrastructure"],
  },
];

const projectImage = (file: string, de: string, en: string): Image => ({
  src: `/img/projects/${file}.svg`,
  width: 640,
  height: 400,
  alt: { de, en },
});

export const PROJECTS: Project[] = [
  {
    id: "core-banking-platform",
    title: { de: "Modernisierung einer Kernbankenplattform", en: "Modernising a Core Banking Platform" },
    client: { de: "Regionalbank, Bayern", en: "Regional bank, Bavaria" },
    description: {
      de: "Ablösung eines über 20 Jahre gewachsenen Kernbankensystems durch eine modulare, servicebasierte Plattform.",
      en: "Replacement of a core banking system that had grown over 20 years with a modular, service-based platform.",
    },
    implementation: {
      de: "Schrittweise Migration nach dem Strangler-Pattern, neue Services in Java und Spring Boot, automatisierte Regressionstests über alle Buchungsprozesse.",
      en: "Step-by-step migration using the strangler pattern, new services in Java and Spring Boot, automated regression tests across all booking processes.",
    },
    category: "software-development",
    industry: "banking",
    technologies: ["Java", "Spring Boot", "Kafka", "PostgreSQL", "OpenShift"],
    image: projectImage(
      "core-banking-platform",
      "Abstrakte Illustration: Kernbankenplattform",
      "Abstract illustration: core banking platform",
    ),
    icon: "bank",
  },
  {
    id: "b2b-commerce-portal",
    title: { de: "B2B-Bestellportal mit SAP-Anbindung", en: "B2B Ordering Portal with SAP Integration" },
    client: { de: "Großhändler, Süddeutschland", en: "Wholesaler, southern Germany" },
    description: {
      de: "Neues Self-Service-Portal für über 3.000 Geschäftskunden mit kundenindividuellen Preisen und Echtzeit-Verfügbarkeit.",
      en: "New self-service portal for more than 3,000 business customers with customer-specific prices and real-time availability.",
    },
    implementation: {
      de: "React-Frontend, API-Schicht in TypeScript, Anbindung an SAP S/4HANA über OData; Auslieferung per CI/CD in die Cloud.",
      en: "React frontend, API layer in TypeScript, integration with SAP S/4HANA via OData; delivered to the cloud through CI/CD.",
    },
    category: "software-development",
    industry: "ecommerce",
    technologies: ["React", "TypeScript", "Node.js", "SAP S/4HANA", "Azure"],
    image: projectImage("b2b-commerce-portal", "Abstrakte Illustration: B2B-Portal", "Abstract illustration: B2B portal"),
    icon: "cart",
  },
  {
    id: "risk-data-warehouse",
    title: { de: "Risiko-Data-Warehouse für das Meldewesen", en: "Risk Data Warehouse for Regulatory Reporting" },
    client: { de: "Privatbank", en: "Private bank" },
    description: {
      de: "Zentrale, prüfungssichere Datenbasis für Risikocontrolling und aufsichtsrechtliches Meldewesen.",
      en: "A central, audit-proof data foundation for risk controlling and regulatory reporting.",
    },
    implementation: {
      de: "Data-Vault-Modellierung, automatisierte Ladestrecken mit Datenqualitätsprüfungen und lückenloser Herkunftsdokumentation (Data Lineage).",
      en: "Data vault modelling, automated load pipelines with data quality checks and complete data lineage documentation.",
    },
    category: "data-analytics",
    industry: "banking",
    technologies: ["Snowflake", "dbt", "Apache Airflow", "Python", "Power BI"],
    image: projectImage(
      "risk-data-warehouse",
      "Abstrakte Illustration: Risiko-Data-Warehouse",
      "Abstract illustration: risk data warehouse",
    ),
    icon: "data",
  },
  {
    id: "production-analytics",
    title: { de: "Produktionskennzahlen in Echtzeit", en: "Real-Time Production KPIs" },
    client: { de: "Maschinenbauunternehmen", en: "Mechanical engineering company" },
    description: {
      de: "Einheitliche Sicht auf Qualität, Auslastung und Ausschuss über fünf Werke hinweg.",
      en: "A single view of quality, utilisation and scrap across five plants.",
    },
    implementation: {
      de: "Anbindung von MES- und Maschinendaten an eine Lakehouse-Plattform, Kennzahlenmodell mit den Fachbereichen, Dashboards für Werks- und Geschäftsleitung.",
      en: "Connection of MES and machine data to a lakehouse platform, KPI model agreed with the business, dashboards for plant and executive management.",
    },
    category: "data-analytics",
    industry: "industry",
    technologies: ["Azure Databricks", "Apache Spark", "Azure IoT Hub", "Power BI", "Python"],
    image: projectImage("production-analytics", "Abstrakte Illustration: Produktionskennzahlen", "Abstract illustration: production KPIs"),
    icon: "factory",
  },
  {
    id: "enterprise-architecture-insurer",
    title: { de: "Zielarchitektur für einen Versicherer", en: "Target Architecture for an Insurer" },
    client: { de: "Versicherungsgruppe", en: "Insurance group" },
    description: {
      de: "Zielbild und Roadmap für eine Anwendungslandschaft mit über 300 Systemen – ausgerichtet an Cloud-Strategie und DORA.",
      en: "Target picture and roadmap for an application landscape of more than 300 systems – aligned with the cloud strategy and DORA.",
    },
    implementation: {
      de: "Bestandsaufnahme in LeanIX, Capability-Mapping mit den Fachbereichen, Architekturprinzipien und ein Architecture Board mit klaren Entscheidungswegen.",
      en: "Inventory in LeanIX, capability mapping with the business units, architecture principles and an architecture board with clear decision paths.",
    },
    category: "enterprise-architecture",
    industry: "banking",
    technologies: ["TOGAF", "ArchiMate", "LeanIX", "Microsoft Azure"],
    image: projectImage(
      "enterprise-architecture-insurer",
      "Abstrakte Illustration: Zielarchitektur",
      "Abstract illustration: target architecture",
    ),
    icon: "architecture",
  },
  {
    id: "integration-architecture-retail",
    title: { de: "Integrationsarchitektur im Omnichannel-Handel", en: "Integration Architecture for Omnichannel Retail" },
    client: { de: "Modehändler", en: "Fashion retailer" },
    description: {
      de: "Entkopplung von Shop, Filialen, Warenwirtschaft und Logistik über eine ereignisbasierte Integrationsplattform.",
      en: "Decoupling shop, stores, merchandise management and logistics through an event-driven integration platform.",
    },
    implementation: {
      de: "Bewertung von Integrationsplattformen, Definition von Event- und API-Standards, Migrationsplan für über 40 Punkt-zu-Punkt-Schnittstellen.",
      en: "Assessment of integration platforms, definition of event and API standards, migration plan for more than 40 point-to-point interfaces.",
    },
    category: "enterprise-architecture",
    industry: "ecommerce",
    technologies: ["Apache Kafka", "MuleSoft", "OpenAPI", "AWS"],
    image: projectImage(
      "integration-architecture-retail",
      "Abstrakte Illustration: Integrationsarchitektur",
      "Abstract illustration: integration architecture",
    ),
    icon: "integration",
  },
  {
    id: "sap-program-pmo",
    title: { de: "PMO für eine S/4HANA-Transformation", en: "PMO for an S/4HANA Transformation" },
    client: { de: "Industrieunternehmen", en: "Industrial company" },
    description: {
      de: "Aufbau und Leitung des Programmbüros für die Einführung von SAP S/4HANA an zwölf Standorten.",
      en: "Setting up and running the programme office for the SAP S/4HANA rollout at twelve sites.",
    },
    implementation: {
      de: "Hybrides Vorgehen mit agilen Teams und klassischen Meilensteinen, einheitliches Reporting, Risiko- und Abhängigkeitsmanagement über acht Teilprojekte.",
      en: "Hybrid approach with agile teams and classic milestones, uniform reporting, risk and dependency management across eight sub-projects.",
    },
    category: "project-management",
    industry: "industry",
    technologies: ["SAP S/4HANA", "Jira", "Confluence", "Microsoft Project"],
    image: projectImage("sap-program-pmo", "Abstrakte Illustration: Programmsteuerung", "Abstract illustration: programme steering"),
    icon: "project",
  },
  {
    id: "project-recovery-payments",
    title: { de: "Projekt-Recovery im Zahlungsverkehr", en: "Project Recovery in Payments" },
    client: { de: "Zahlungsdienstleister", en: "Payment service provider" },
    description: {
      de: "Stabilisierung eines verzögerten Projekts zur Einführung von SEPA Instant Payments.",
      en: "Stabilising a delayed project to introduce SEPA Instant Payments.",
    },
    implementation: {
      de: "Schnelle Bestandsaufnahme, Neuplanung mit realistischem Scope, Interim-Projektleitung und wöchentliche Steuerung mit dem Management bis zum Go-live.",
      en: "Rapid assessment, re-planning with a realistic scope, interim project leadership and weekly steering with management through to go-live.",
    },
    category: "project-management",
    industry: "banking",
    technologies: ["Scrum", "Jira", "SEPA Instant", "ISO 20022"],
    image: projectImage("project-recovery-payments", "Abstrakte Illustration: Projekt-Recovery", "Abstract illustration: project recovery"),
    icon: "target",
  },
  {
    id: "cloud-platform-devops",
    title: { de: "Cloud-Plattform und CI/CD für ein SaaS-Produkt", en: "Cloud Platform and CI/CD for a SaaS Product" },
    client: { de: "Softwarehersteller", en: "Software vendor" },
    description: {
      de: "Umzug eines SaaS-Produkts aus dem eigenen Rechenzentrum in die Cloud – mit automatisierter Auslieferung.",
      en: "Moving a SaaS product from the company's own data centre to the cloud – with automated delivery.",
    },
    implementation: {
      de: "Infrastruktur als Code mit Terraform, Kubernetes-Cluster, GitOps-Deployments und Monitoring; Release-Zyklus von Quartalen auf Tage verkürzt.",
      en: "Infrastructure as code with Terraform, Kubernetes clusters, GitOps deployments and monitoring; release cycle cut from quarters to days.",
    },
    category: "devops-infrastructure",
    industry: "it-software",
    technologies: ["Kubernetes", "Terraform", "Argo CD", "GitHub Actions", "Prometheus", "AWS"],
    image: projectImage("cloud-platform-devops", "Abstrakte Illustration: Cloud-Plattform", "Abstract illustration: cloud platform"),
    icon: "cloud",
  },
];

export const PROJECTS_HERO: Hero = {
  title: { de: "Referenzprojekte", en: "Reference Projects" },
  text: {
    de: "Ein Auszug aus unserer Arbeit: Projekte, in denen wir gemeinsam mit unseren Kunden messbare Ergebnisse erzielt haben.",
    en: "A selection of our work: projects in which we achieved measurable results together with our clients.",
  },
  ctas: [{ label: { de: "Projekt anfragen", en: "Start a project" }, href: CONTACT_HREF, variant: "primary" }],
  image: { src: "/img/illustrations/projects.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

/** Labels of a project card and the page's texts. */
export const PROJECTS_COPY = {
  filterLabel: { de: "Projekte nach Kategorie filtern", en: "Filter projects by category" },
  empty: { de: "Keine Projekte in dieser Kategorie gefunden", en: "No projects found in this category" },
  client: { de: "Kunde", en: "Client" },
  implementation: { de: "Umsetzung", en: "Implementation" },
  technologies: { de: "Technologien", en: "Technologies" },
} satisfies Record<string, Text>;

/** Closing section with the Start Project button. */
export const PROJECTS_CLOSING: SectionHeading & { cta: Cta } = {
  title: { de: "Ihr Projekt ist das nächste?", en: "Is your project next?" },
  text: {
    de: "Erzählen Sie uns von Ihrem Vorhaben – wir finden gemeinsam den richtigen Weg.",
    en: "Tell us about your initiative – together we will find the right way forward.",
  },
  cta: { label: { de: "Projekt starten", en: "Start Project" }, href: CONTACT_HREF, variant: "primary" },
};
