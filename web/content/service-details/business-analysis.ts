/** @file Service detail page: business analysis. */
import type { ServiceDetail } from "../types";
import { CERTIFICATIONS_TITLE, closingCtas, heroCtas, serviceImage } from "./shared";

export const BUSINESS_ANALYSIS: ServiceDetail = {
  id: "business-analysis",
  seo: {
    title: { de: "Business-Analyse", en: "Business Analysis" },
    description: {
      de: "Requirements Engineering, Prozessanalyse und Stakeholder-Workshops: {company} schafft klare Anforderungen und ein gemeinsames Verständnis zwischen Fachbereich und IT.",
      en: "Requirements engineering, process analysis and stakeholder workshops: {company} creates clear requirements and a shared understanding between business and IT.",
    },
  },
  structuredData: {
    serviceType: { de: "Business-Analyse", en: "Business analysis" },
    description: {
      de: "Anforderungsanalyse, Prozessmodellierung und Stakeholder-Management für IT-Vorhaben.",
      en: "Requirements analysis, process modelling and stakeholder management for IT initiatives.",
    },
  },
  hero: {
    title: { de: "Business-Analyse", en: "Business Analysis" },
    tagline: { de: "Anforderungen, die tragen", en: "Requirements that hold" },
    text: {
      de: "Unklare Anforderungen sind die häufigste Ursache für Verzögerungen und Mehrkosten in IT-Projekten. Wir sorgen dafür, dass Fachbereich und IT dasselbe meinen – mit präzisen, prüfbaren Anforderungen und Prozessen, die jeder versteht.",
      en: "Unclear requirements are the most common cause of delays and cost overruns in IT projects. We make sure business and IT mean the same thing – with precise, testable requirements and processes everyone understands.",
    },
    ctas: heroCtas("business-analysts"),
    image: serviceImage(
      "business-analysis",
      "Abstrakte Illustration: Anforderungen und Prozesse",
      "Abstract illustration: requirements and processes",
    ),
  },
  offerings: {
    title: { de: "Unsere Leistungen", en: "Our Services" },
    cards: [
      {
        title: { de: "Requirements Engineering", en: "Requirements Engineering" },
        text: {
          de: "Wir erheben, dokumentieren, priorisieren und validieren Anforderungen – als User Stories, Use Cases oder Lastenheft, passend zu Ihrem Vorgehen.",
          en: "We elicit, document, prioritise and validate requirements – as user stories, use cases or specifications, to suit your approach.",
        },
        icon: "analysis",
      },
      {
        title: { de: "Prozessanalyse und -modellierung", en: "Process Analysis and Modelling" },
        text: {
          de: "Wir machen Ist-Prozesse sichtbar, finden Medienbrüche und Engpässe und modellieren Soll-Prozesse in BPMN 2.0.",
          en: "We make current processes visible, find media breaks and bottlenecks, and model target processes in BPMN 2.0.",
        },
        icon: "process",
      },
      {
        title: { de: "Stakeholder-Workshops", en: "Stakeholder Workshops" },
        text: {
          de: "Wir moderieren Workshops, die zu Entscheidungen führen – vom Kick-off über Story Mapping bis zur Abnahme.",
          en: "We facilitate workshops that lead to decisions – from kick-off through story mapping to acceptance.",
        },
        icon: "workshop",
      },
      {
        title: { de: "Toolgestützte Arbeit", en: "Tool-Supported Work" },
        text: {
          de: "Wir arbeiten mit den Werkzeugen Ihres Hauses oder richten schlanke Toolketten ein – nachvollziehbar, versioniert und teamfähig.",
          en: "We work with your organisation's tools or set up lean tool chains – traceable, versioned and built for teams.",
        },
        icon: "tools",
      },
    ],
  },
  approach: {
    title: { de: "Warum Business-Analyse mit uns?", en: "Why business analysis with us?" },
    points: [
      {
        title: { de: "Fachliche Tiefe", en: "Business depth" },
        text: {
          de: "Unsere Analystinnen und Analysten kennen Banken, Versicherungen, Handel und Industrie aus vielen Projekten.",
          en: "Our analysts know banking, insurance, retail and industry from many projects.",
        },
        icon: "award",
      },
      {
        title: { de: "Methodische Sicherheit", en: "Methodological confidence" },
        text: {
          de: "Zertifiziert nach IREB und IIBA – und pragmatisch genug, um nur das zu dokumentieren, was wirklich gebraucht wird.",
          en: "Certified by IREB and IIBA – and pragmatic enough to document only what is really needed.",
        },
        icon: "check",
      },
      {
        title: { de: "Brücke zwischen Fachbereich und IT", en: "A bridge between business and IT" },
        text: {
          de: "Wir sprechen beide Sprachen und übersetzen Geschäftsziele in umsetzbare Anforderungen.",
          en: "We speak both languages and translate business goals into actionable requirements.",
        },
        icon: "handshake",
      },
      {
        title: { de: "Messbare Qualität", en: "Measurable quality" },
        text: {
          de: "Prüfbare Akzeptanzkriterien und eine saubere Nachverfolgbarkeit machen Fortschritt und Qualität sichtbar.",
          en: "Testable acceptance criteria and clean traceability make progress and quality visible.",
        },
        icon: "target",
      },
    ],
  },
  certifications: {
    title: CERTIFICATIONS_TITLE,
    items: [
      "IREB CPRE Foundation Level",
      "IREB CPRE Advanced Level",
      "IIBA CBAP®",
      "OMG OCEB 2",
      "Professional Scrum Product Owner (PSPO)",
    ],
  },
  toolGroups: [
    {
      title: { de: "Werkzeuge", en: "Tools" },
      items: ["Jira", "Confluence", "Azure DevOps", "Enterprise Architect", "Signavio", "Camunda Modeler", "Miro"],
    },
    {
      title: { de: "Methoden", en: "Methods" },
      items: {
        de: ["BPMN 2.0", "UML", "User Story Mapping", "Use-Case-Analyse", "Design Thinking", "Kano-Modell"],
        en: ["BPMN 2.0", "UML", "User story mapping", "Use case analysis", "Design thinking", "Kano model"],
      },
    },
  ],
  closing: {
    title: { de: "Klarheit von Anfang an", en: "Clarity from the start" },
    text: {
      de: "Lassen Sie uns gemeinsam herausfinden, welche Anforderungen Ihr Vorhaben wirklich trägt.",
      en: "Let us find out together which requirements will really carry your initiative.",
    },
    ctas: closingCtas("business-analyse", "business-analysis"),
  },
};
