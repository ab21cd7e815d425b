/** @file Service detail page: project management (four services, four-phase flow, certifications, methods, tools). */
import type { ServiceDetail } from "../types";
import { CERTIFICATIONS_TITLE, closingCtas, heroCtas, serviceImage } from "./shared";

export const PROJECT_MANAGEMENT: ServiceDetail = {
  id: "project-management",
  seo: {
    title: { de: "Projektmanagement", en: "Project Management" },
    description: {
      de: "Agiles und klassisches Projektmanagement, PMO, Projekt-Recovery und Interim-Management: {company} führt IT-Vorhaben sicher ins Ziel.",
      en: "Agile and classic project management, PMO, project recovery and interim management: {company} steers IT initiatives safely to success.",
    },
  },
  structuredData: {
    serviceType: { de: "Projektmanagement", en: "Project management" },
    description: {
      de: "Planung und Steuerung von IT-Projekten und -Programmen, agil, klassisch oder hybrid.",
      en: "Planning and steering of IT projects and programmes, agile, classic or hybrid.",
    },
  },
  hero: {
    title: { de: "Projektmanagement", en: "Project Management" },
    tagline: { de: "Vorhaben sicher ins Ziel führen", en: "Steering initiatives to success" },
    text: {
      de: "Erfolgreiche Projekte brauchen klare Ziele, verlässliche Planung und eine Steuerung, die Risiken früh erkennt. Unsere Projektmanagerinnen und Projektmanager übernehmen Verantwortung – vom Auftrag bis zur Übergabe.",
      en: "Successful projects need clear goals, reliable planning and steering that spots risks early. Our project managers take responsibility – from the mandate to the handover.",
    },
    ctas: heroCtas("project-managers"),
    image: serviceImage("project-management", "Abstrakte Illustration: Projektsteuerung", "Abstract illustration: project steering"),
  },
  offerings: {
    title: { de: "Unsere Leistungen", en: "Our Services" },
    cards: [
      {
        title: { de: "Agiles Projektmanagement", en: "Agile Project Management" },
        text: {
          de: "Scrum, Kanban und skalierte agile Frameworks – wir führen agile Teams und begleiten Organisationen bei der Einführung.",
          en: "Scrum, Kanban and scaled agile frameworks – we lead agile teams and support organisations in adopting them.",
        },
        icon: "rocket",
      },
      {
        title: { de: "Klassisches Projektmanagement", en: "Classic Project Management" },
        text: {
          de: "Strukturierte Planung nach PRINCE2 oder PMI mit klaren Meilensteinen, Budgets und Berichten.",
          en: "Structured planning according to PRINCE2 or PMI with clear milestones, budgets and reporting.",
        },
        icon: "calendar",
      },
      {
        title: { de: "Multiprojekt-Management und PMO", en: "Multi-Project Management and PMO" },
        text: {
          de: "Wir bauen Project Management Offices auf, steuern Portfolios und schaffen Transparenz über Abhängigkeiten und Ressourcen.",
          en: "We set up project management offices, steer portfolios and create transparency about dependencies and resources.",
        },
        icon: "project",
      },
      {
        title: { de: "Projekt-Recovery und Interim-Management", en: "Project Recovery and Interim Management" },
        text: {
          de: "Wenn ein Projekt ins Stocken gerät, analysieren wir schnell, stabilisieren und übernehmen bei Bedarf die Leitung auf Zeit.",
          en: "When a project stalls, we analyse quickly, stabilise it and take over interim leadership when needed.",
        },
        icon: "target",
      },
    ],
  },
  approach: {
    title: { de: "Warum Projektmanagement mit uns?", en: "Why project management with us?" },
    points: [
      {
        title: { de: "Erfahrung aus über 200 Projekten", en: "Experience from more than 200 projects" },
        text: {
          de: "Wir wissen, woran Projekte scheitern – und wie man es verhindert.",
          en: "We know why projects fail – and how to prevent it.",
        },
        icon: "award",
      },
      {
        title: { de: "Methodenvielfalt", en: "A range of methods" },
        text: {
          de: "Agil, klassisch oder hybrid: Wir wählen das Vorgehen, das zu Ihrem Vorhaben und Ihrer Organisation passt.",
          en: "Agile, classic or hybrid: we choose the approach that fits your initiative and your organisation.",
        },
        icon: "process",
      },
      {
        title: { de: "Transparente Steuerung", en: "Transparent steering" },
        text: {
          de: "Klare Berichte, ehrliche Ampeln und früh eskalierte Risiken – keine Überraschungen.",
          en: "Clear reports, honest status and risks escalated early – no surprises.",
        },
        icon: "growth",
      },
      {
        title: { de: "Verantwortung übernehmen", en: "Taking responsibility" },
        text: {
          de: "Wir stehen für Ergebnisse ein und arbeiten Hand in Hand mit Ihren Teams.",
          en: "We stand by our results and work hand in hand with your teams.",
        },
        icon: "handshake",
      },
    ],
  },
  process: {
    title: { de: "Typischer Ablauf", en: "Typical Flow" },
    steps: [
      {
        title: { de: "Analyse", en: "Analysis" },
        text: {
          de: "Ziele, Rahmenbedingungen, Stakeholder und Risiken klären; Projektauftrag schärfen.",
          en: "Clarify goals, constraints, stakeholders and risks; sharpen the project mandate.",
        },
        icon: "analysis",
      },
      {
        title: { de: "Planung", en: "Planning" },
        text: {
          de: "Vorgehen, Meilensteine, Budget und Ressourcen planen; Kommunikations- und Risikomanagement aufsetzen.",
          en: "Plan approach, milestones, budget and resources; set up communication and risk management.",
        },
        icon: "calendar",
      },
      {
        title: { de: "Umsetzung", en: "Implementation" },
        text: {
          de: "Teams führen, Fortschritt messen, Abweichungen steuern und Entscheidungen herbeiführen.",
          en: "Lead teams, measure progress, manage deviations and drive decisions.",
        },
        icon: "rocket",
      },
      {
        title: { de: "Abschluss", en: "Completion" },
        text: {
          de: "Ergebnisse abnehmen, an den Betrieb übergeben und Erkenntnisse für künftige Projekte sichern.",
          en: "Accept results, hand over to operations and capture lessons learned for future projects.",
        },
        icon: "check",
      },
    ],
  },
  certifications: {
    title: CERTIFICATIONS_TITLE,
    items: [
      "PMP® (Project Management Professional)",
      "PRINCE2® Practitioner",
      "Professional Scrum Master (PSM)",
      "SAFe® Program Consultant",
      "IPMA Level C",
    ],
  },
  toolGroups: [
    {
      title: { de: "Methoden", en: "Methods" },
      items: {
        de: ["Scrum", "Kanban", "SAFe", "PRINCE2", "PMBOK", "Hybride Vorgehensmodelle"],
        en: ["Scrum", "Kanban", "SAFe", "PRINCE2", "PMBOK", "Hybrid approaches"],
      },
    },
    { title: { de: "Werkzeuge", en: "Tools" }, items: ["Jira", "Confluence", "Microsoft Project", "Azure DevOps", "Planview", "Miro"] },
  ],
  closing: {
    title: { de: "Ihr Projekt in guten Händen", en: "Your project in good hands" },
    text: {
      de: "Ob Neustart oder Kurskorrektur: Sprechen Sie mit uns über Ihr Vorhaben.",
      en: "Whether a fresh start or a course correction: talk to us about your initiative.",
    },
    ctas: closingCtas("projektmanagement", "project-management"),
  },
};
