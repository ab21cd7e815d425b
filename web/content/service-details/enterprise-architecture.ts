/** @file Service detail page: enterprise architecture (four services, four-step process, certifications, frameworks, technologies). */
import type { ServiceDetail } from "../types";
import { CERTIFICATIONS_TITLE, closingCtas, heroCtas, serviceImage } from "./shared";

export const ENTERPRISE_ARCHITECTURE: ServiceDetail = {
  id: "enterprise-architecture",
  seo: {
    title: { de: "Enterprise-Architektur", en: "Enterprise Architecture" },
    description: {
      de: "Zielarchitekturen, Roadmaps, Architektur-Governance sowie Cloud- und Integrationsstrategien: {company} gibt Ihrer IT-Landschaft eine klare Richtung.",
      en: "Target architectures, roadmaps, architecture governance and cloud and integration strategies: {company} gives your IT landscape a clear direction.",
    },
  },
  structuredData: {
    serviceType: { de: "Enterprise-Architektur", en: "Enterprise architecture" },
    description: {
      de: "Zielarchitektur, Roadmaps, Architektur-Governance und Technologiebewertung.",
      en: "Target architecture, roadmaps, architecture governance and technology assessment.",
    },
  },
  hero: {
    title: { de: "Enterprise-Architektur", en: "Enterprise Architecture" },
    tagline: { de: "Orientierung für Ihre IT-Landschaft", en: "Direction for your IT landscape" },
    text: {
      de: "Gewachsene IT-Landschaften sind teuer im Betrieb und langsam in der Veränderung. Wir schaffen Transparenz, entwickeln ein tragfähiges Zielbild und begleiten den Weg dorthin – Schritt für Schritt und mit klaren Entscheidungen.",
      en: "IT landscapes that have grown over time are costly to run and slow to change. We create transparency, develop a sound target picture and guide the way there – step by step and with clear decisions.",
    },
    ctas: heroCtas("enterprise-architects"),
    image: serviceImage("enterprise-architecture", "Abstrakte Illustration: IT-Landschaft", "Abstract illustration: IT landscape"),
  },
  offerings: {
    title: { de: "Unsere Leistungen", en: "Our Services" },
    cards: [
      {
        title: { de: "Zielarchitektur und Roadmaps", en: "Target Architecture and Roadmaps" },
        text: {
          de: "Wir leiten aus Ihrer Geschäftsstrategie ein Zielbild ab und planen realistische Etappen dorthin.",
          en: "We derive a target picture from your business strategy and plan realistic stages to get there.",
        },
        icon: "roadmap",
      },
      {
        title: { de: "Architektur-Governance", en: "Architecture Governance" },
        text: {
          de: "Prinzipien, Standards und Gremien, die Entscheidungen beschleunigen statt sie zu bremsen.",
          en: "Principles, standards and boards that speed decisions up rather than slow them down.",
        },
        icon: "governance",
      },
      {
        title: { de: "Cloud- und Integrationsstrategien", en: "Cloud and Integration Strategies" },
        text: {
          de: "Wir bewerten Cloud-Optionen, definieren Integrationsmuster und planen Migrationen mit beherrschbarem Risiko.",
          en: "We assess cloud options, define integration patterns and plan migrations with manageable risk.",
        },
        icon: "cloud",
      },
      {
        title: { de: "Systemintegration und Technologiebewertung", en: "System Integration and Technology Assessment" },
        text: {
          de: "Neutrale Bewertung von Produkten und Technologien – und ihre saubere Einbindung in die bestehende Landschaft.",
          en: "Neutral assessment of products and technologies – and their clean integration into the existing landscape.",
        },
        icon: "integration",
      },
    ],
  },
  approach: {
    title: { de: "Warum Enterprise-Architektur mit uns?", en: "Why enterprise architecture with us?" },
    points: [
      {
        title: { de: "Pragmatisch statt papierlastig", en: "Pragmatic, not paper-heavy" },
        text: {
          de: "Architekturarbeit, die Entscheidungen ermöglicht – nicht Dokumente für die Schublade.",
          en: "Architecture work that enables decisions – not documents for the drawer.",
        },
        icon: "target",
      },
      {
        title: { de: "Herstellerneutral", en: "Vendor-neutral" },
        text: {
          de: "Wir empfehlen, was zu Ihnen passt – unabhängig von Produkten und Lizenzen.",
          en: "We recommend what suits you – independent of products and licences.",
        },
        icon: "scale",
      },
      {
        title: { de: "Brücke zu Fachbereich und Umsetzung", en: "A bridge to business and delivery" },
        text: {
          de: "Wir verbinden Geschäftsstrategie mit den Teams, die das Zielbild umsetzen.",
          en: "We connect business strategy with the teams who build the target picture.",
        },
        icon: "handshake",
      },
      {
        title: { de: "Regulatorik im Blick", en: "Regulation in view" },
        text: {
          de: "DORA, BAIT, VAIT und DSGVO sind für uns Rahmenbedingungen, keine Überraschungen.",
          en: "DORA, BAIT, VAIT and GDPR are constraints we plan for, not surprises.",
        },
        icon: "shield",
      },
    ],
  },
  process: {
    title: { de: "Unser Vorgehen", en: "Our Process" },
    steps: [
      {
        title: { de: "Ist-Analyse", en: "As-is analysis" },
        text: {
          de: "Anwendungen, Schnittstellen, Datenflüsse und Kosten erfassen; Schwachstellen und Abhängigkeiten sichtbar machen.",
          en: "Capture applications, interfaces, data flows and costs; make weaknesses and dependencies visible.",
        },
        icon: "analysis",
      },
      {
        title: { de: "Soll-Konzept", en: "To-be concept" },
        text: {
          de: "Zielarchitektur aus Geschäftszielen ableiten, Varianten bewerten und Entscheidungen vorbereiten.",
          en: "Derive the target architecture from business goals, evaluate options and prepare decisions.",
        },
        icon: "architecture",
      },
      {
        title: { de: "Roadmap", en: "Roadmap" },
        text: {
          de: "Umsetzung in realistische Etappen gliedern – mit Nutzen, Aufwand und Risiken je Schritt.",
          en: "Break the implementation into realistic stages – with benefit, effort and risk per step.",
        },
        icon: "roadmap",
      },
      {
        title: { de: "Governance", en: "Governance" },
        text: {
          de: "Prinzipien, Standards und Entscheidungswege verankern, damit das Zielbild erreicht und gehalten wird.",
          en: "Anchor principles, standards and decision paths so that the target picture is reached and kept.",
        },
        icon: "governance",
      },
    ],
  },
  certifications: {
    title: CERTIFICATIONS_TITLE,
    items: [
      "TOGAF® 10 Certified",
      "ArchiMate® 3 Practitioner",
      "iSAQB® CPSA-F",
      "AWS Certified Solutions Architect",
      "Microsoft Certified: Azure Solutions Architect Expert",
    ],
  },
  toolGroups: [
    { title: { de: "Frameworks", en: "Frameworks" }, items: ["TOGAF", "ArchiMate", "Zachman", "arc42", "C4 Model"] },
    {
      title: { de: "Technologien", en: "Technologies" },
      items: ["LeanIX", "Sparx Enterprise Architect", "Microsoft Azure", "AWS", "Apache Kafka", "SAP BTP", "MuleSoft"],
    },
  ],
  closing: {
    title: { de: "Architektur mit Richtung", en: "Architecture with direction" },
    text: {
      de: "Lassen Sie uns gemeinsam das Zielbild für Ihre IT-Landschaft entwickeln.",
      en: "Let us develop the target picture for your IT landscape together.",
    },
    ctas: closingCtas("enterprise-architecture", "enterprise-architecture"),
  },
};
