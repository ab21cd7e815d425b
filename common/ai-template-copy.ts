/** @file The built-in templates' copy per content category, German and English: the paragraphs a draft is built from. */
import type { ContentCategory } from "./schemas/ai-content";

interface CategoryCopy {
  intro: string;
  approachHeading: string;
  approach: string;
  pointsHeading: string;
  closing: string;
  linkedinHook: string;
  hashtags: string;
  /** Title patterns with one keyword (`{k}`), at least five; none that a plural keyword would make ungrammatical. */
  titles: string[];
  /** Title patterns with two keywords (`{k}` and `{k2}`), used only when two are given. */
  pairTitles: string[];
}

export const TEMPLATE_COPY: Record<ContentCategory, { de: CategoryCopy; en: CategoryCopy }> = {
  "company-updates": {
    de: {
      intro: "Es gibt Neuigkeiten bei uns, die wir gerne mit Ihnen teilen.",
      approachHeading: "Was sich für unsere Kunden ändert",
      approach:
        "Jede Veränderung bei uns hat ein Ziel: Projekte für unsere Kunden schneller, sicherer und messbar erfolgreicher zu machen. Deshalb erklären wir nicht nur, was neu ist, sondern auch, was Sie konkret davon haben.",
      pointsHeading: "Die wichtigsten Punkte",
      closing: "Wir freuen uns auf die nächsten Schritte und darauf, sie gemeinsam mit Ihnen zu gehen.",
      linkedinHook: "Neuigkeiten aus unserem Team:",
      hashtags: "#Unternehmen #Beratung #Digitalisierung",
      titles: [
        "{k}: Was sich bei uns ändert",
        "Neu bei uns: {k}",
        "Warum wir in {k} investieren",
        "Ein Meilenstein: {k}",
        "{k}: Was das für unsere Kunden bedeutet",
      ],
      pairTitles: ["{k} und {k2}: unser nächster Schritt", "Neu bei uns: {k} und {k2}"],
    },
    en: {
      intro: "We have news that we are glad to share with you.",
      approachHeading: "What changes for our clients",
      approach:
        "Every change at our firm has one goal: to make our clients' projects faster, safer and measurably more successful. So we explain not only what is new, but also what it means for you.",
      pointsHeading: "The key points",
      closing: "We look forward to the next steps and to taking them together with you.",
      linkedinHook: "News from our team:",
      hashtags: "#Company #Consulting #DigitalTransformation",
      titles: [
        "{k}: what changes at our firm",
        "New at our firm: {k}",
        "Why we invest in {k}",
        "A milestone: {k}",
        "{k}: what it means for our clients",
      ],
      pairTitles: ["{k} and {k2}: our next step", "New at our firm: {k} and {k2}"],
    },
  },
  "project-insights": {
    de: {
      intro:
        "Aus unseren Projekten lernen wir jeden Tag. In diesem Beitrag geben wir Einblick in ein Vorhaben, das zeigt, wie Daten und Technologie echten Mehrwert schaffen.",
      approachHeading: "Unser Vorgehen",
      approach:
        "Am Anfang stand eine klare Bestandsaufnahme: Welche Daten gibt es, welche Prozesse hängen daran, und welche Frage soll am Ende beantwortet werden? Darauf aufbauend haben wir in kurzen Iterationen geliefert, früh gemessen und gemeinsam mit dem Fachbereich nachgeschärft.",
      pointsHeading: "Was wir gelernt haben",
      closing:
        "Jedes Projekt ist anders, doch die Prinzipien tragen: klein anfangen, Wirkung messen, dann skalieren. Sprechen Sie uns an, wenn Sie vor einer ähnlichen Aufgabe stehen.",
      linkedinHook: "Ein Blick hinter die Kulissen eines unserer Projekte:",
      hashtags: "#Projekt #DataAnalytics #Beratung",
      titles: [
        "So haben wir {k} in der Praxis umgesetzt",
        "{k} im Projekt: Ausgangslage, Vorgehen, Ergebnis",
        "Lessons Learned aus einem Projekt zu {k}",
        "Von der Idee zum Ergebnis: {k}",
        "{k} im Kundenprojekt: was wir gelernt haben",
      ],
      pairTitles: ["{k} und {k2}: wie beides im Projekt zusammenwirkt", "Von {k} zu {k2}: ein Projekt im Rückblick"],
    },
    en: {
      intro:
        "We learn from our projects every day. In this article we give an insight into an engagement that shows how data and technology create real value.",
      approachHeading: "Our approach",
      approach:
        "It started with a clear assessment: which data exists, which processes depend on it, and which question should be answered in the end? On that basis we delivered in short iterations, measured early and refined the solution together with the business team.",
      pointsHeading: "What we learned",
      closing:
        "Every project is different, but the principles hold: start small, measure the impact, then scale. Get in touch if you face a similar task.",
      linkedinHook: "A look behind the scenes of one of our projects:",
      hashtags: "#Project #DataAnalytics #Consulting",
      titles: [
        "How we put {k} into practice",
        "{k} in a project: starting point, approach, result",
        "Lessons learned from a project on {k}",
        "From idea to result: {k}",
        "{k} in a client project: what we learned",
      ],
      pairTitles: ["How {k} and {k2} work together in a project", "From {k} to {k2}: a project in review"],
    },
  },
  "trends-topics": {
    de: {
      intro:
        "Kaum ein Thema verändert die Arbeit in Unternehmen derzeit so stark. Wir ordnen ein, was dahintersteckt und was Entscheider jetzt wissen sollten.",
      approachHeading: "Unsere Einordnung",
      approach:
        "Nicht jeder Trend passt zu jedem Unternehmen. Entscheidend ist, ob ein Thema ein konkretes Problem löst, ob die Datenbasis trägt und ob das Team es betreiben kann. Wir empfehlen, mit einem klar abgegrenzten Anwendungsfall zu starten und den Nutzen messbar zu machen.",
      pointsHeading: "Worauf es ankommt",
      closing:
        "Trends kommen und gehen - belastbare Daten, klare Ziele und ein gutes Team bleiben. Gerne besprechen wir, was das für Ihr Unternehmen bedeutet.",
      linkedinHook: "Ein Trend, der gerade viele Unternehmen beschäftigt:",
      hashtags: "#Trends #KI #Cloud #DataAnalytics",
      titles: [
        "{k}: Was Entscheider jetzt wissen sollten",
        "{k}: Wie sich die Arbeit mit Daten verändert",
        "5 Fragen zu {k}, die Sie sich stellen sollten",
        "{k} in der Praxis: ein realistischer Blick",
        "{k}: Hype oder echter Mehrwert?",
      ],
      pairTitles: ["{k} und {k2}: Hype oder echter Mehrwert?", "{k} trifft {k2}: Was Entscheider wissen sollten"],
    },
    en: {
      intro:
        "Few topics are changing the way companies work as much as this one. We explain what lies behind it and what decision makers should know now.",
      approachHeading: "Our view",
      approach:
        "Not every trend fits every company. What matters is whether a topic solves a concrete problem, whether the data is good enough and whether the team can run it. We recommend starting with a clearly scoped use case and making its benefit measurable.",
      pointsHeading: "What matters",
      closing:
        "Trends come and go; reliable data, clear goals and a good team remain. We are happy to discuss what this means for your company.",
      linkedinHook: "A trend that many companies are dealing with right now:",
      hashtags: "#Trends #AI #Cloud #DataAnalytics",
      titles: [
        "{k}: what decision makers should know now",
        "{k}: how working with data is changing",
        "5 questions about {k} you should ask",
        "{k} in practice: a realistic view",
        "{k}: hype or real value?",
      ],
      pairTitles: ["{k} and {k2}: hype or real value?", "{k} meets {k2}: what decision makers should know"],
    },
  },
  events: {
    de: {
      intro: "Wir laden Sie herzlich ein: Bei unserem nächsten Event dreht sich alles um Praxiswissen, Austausch und neue Impulse.",
      approachHeading: "Was Sie erwartet",
      approach:
        "Kurze Impulsvorträge aus echten Projekten, offene Diskussionen und genug Zeit für Fragen und Gespräche. Unsere Beraterinnen und Berater teilen, was funktioniert - und was nicht.",
      pointsHeading: "Die Themen",
      closing: "Die Plätze sind begrenzt. Melden Sie sich jetzt an - wir freuen uns auf Sie!",
      linkedinHook: "Save the Date:",
      hashtags: "#Event #Workshop #Networking",
      titles: [
        "Event-Tipp: {k} live erleben",
        "Einladung: {k} in der Praxis",
        "Workshop zu {k}",
        "Rückblick: So war unser Event zu {k}",
        "Treffen Sie uns: {k}",
      ],
      pairTitles: ["Workshop zu {k} und {k2}", "Einladung: {k} und {k2} in der Praxis"],
    },
    en: {
      intro: "You are warmly invited: our next event is all about practical knowledge, exchange and fresh ideas.",
      approachHeading: "What to expect",
      approach:
        "Short talks from real projects, open discussions and plenty of time for questions and conversations. Our consultants share what works, and what does not.",
      pointsHeading: "The topics",
      closing: "Places are limited. Register now; we look forward to seeing you!",
      linkedinHook: "Save the date:",
      hashtags: "#Event #Workshop #Networking",
      titles: ["Event tip: {k} live", "Invitation: {k} in practice", "Workshop on {k}", "Review: our event on {k}", "Meet us: {k}"],
      pairTitles: ["Workshop on {k} and {k2}", "Invitation: {k} and {k2} in practice"],
    },
  },
  "career-team": {
    de: {
      intro: "Hinter jedem erfolgreichen Projekt steht ein starkes Team. Wir geben Einblick, wie wir arbeiten und wen wir suchen.",
      approachHeading: "So arbeiten wir",
      approach:
        "Bei uns übernehmen alle früh Verantwortung, lernen voneinander und bilden sich gezielt weiter. Flexible Arbeitsmodelle, kurze Wege und echte Projekte mit Wirkung prägen unseren Alltag.",
      pointsHeading: "Was uns ausmacht",
      closing: "Sie möchten Teil unseres Teams werden? Wir freuen uns auf Ihre Bewerbung oder ein erstes Kennenlernen.",
      linkedinHook: "Einblick in unser Team:",
      hashtags: "#Karriere #Team #Jobs #Beratung",
      titles: [
        "Karriere bei uns: {k}",
        "Unser Team stellt sich vor: {k}",
        "Was uns an {k} wichtig ist",
        "{k}: So wachsen wir gemeinsam",
        "Wir suchen Verstärkung: {k}",
      ],
      pairTitles: ["{k} und {k2}: So wachsen wir gemeinsam", "Karriere bei uns: {k} und {k2}"],
    },
    en: {
      intro: "Behind every successful project there is a strong team. We show how we work and whom we are looking for.",
      approachHeading: "How we work",
      approach:
        "Everyone here takes on responsibility early, learns from each other and develops in a targeted way. Flexible working, short decision paths and real projects with impact shape our daily work.",
      pointsHeading: "What defines us",
      closing: "Would you like to join our team? We look forward to your application or a first conversation.",
      linkedinHook: "A look into our team:",
      hashtags: "#Careers #Team #Jobs #Consulting",
      titles: ["Careers with us: {k}", "Meet our team: {k}", "What {k} means to us", "{k}: how we grow together", "Join us: {k}"],
      pairTitles: ["{k} and {k2}: how we grow together", "Careers with us: {k} and {k2}"],
    },
  },
};

/** Crude de<->en word replacement of the spec's translate fallback: common words only, the rest stays as it is. */
export const GLOSSARY_DE_EN: [string, string][] = [
  ["den Mittelstand", "mid-sized companies"],
  ["Mittelstand", "mid-sized companies"],
  ["Datenstrategie", "data strategy"],
  ["Datenplattform", "data platform"],
  ["Datenqualität", "data quality"],
  ["Strategie", "strategy"],
  ["Analyse", "analysis"],
  ["Automatisierung", "automation"],
  ["Prozesse", "processes"],
  ["Sicherheit", "security"],
  ["Nachhaltigkeit", "sustainability"],
  ["Veranstaltung", "event"],
  ["Zukunft", "future"],
  ["Praxis", "practice"],
  ["Kundenservice", "customer service"],
  ["Chancen", "opportunities"],
  ["Grenzen", "limits"],
  ["Standort", "location"],
  ["Büro", "office"],
  ["Einblicke", "insights"],
  ["Erfahrungen", "experiences"],
  ["Mitarbeitende", "employees"],
  ["Kosten", "costs"],
  ["Wie", "How"],
  ["Warum", "Why"],
  ["im", "in the"],
  ["und", "and"],
  ["oder", "or"],
  ["mit", "with"],
  ["für", "for"],
  ["wir", "we"],
  ["Sie", "you"],
  ["unser", "our"],
  ["unsere", "our"],
  ["Unternehmen", "company"],
  ["Daten", "data"],
  ["Beratung", "consulting"],
  ["Projekt", "project"],
  ["Projekte", "projects"],
  ["Kunden", "clients"],
  ["Team", "team"],
  ["Lösung", "solution"],
  ["Lösungen", "solutions"],
  ["Digitalisierung", "digitalisation"],
  ["Künstliche Intelligenz", "artificial intelligence"],
  ["KI", "AI"],
  ["neu", "new"],
  ["neue", "new"],
  ["Willkommen", "Welcome"],
  ["Startseite", "Home"],
  ["Kontakt", "Contact"],
  ["Leistungen", "Services"],
  ["Karriere", "Careers"],
  ["ist", "is"],
  ["sind", "are"],
  ["der", "the"],
  ["die", "the"],
  ["das", "the"],
];
