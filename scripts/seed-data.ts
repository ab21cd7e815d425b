/** @file Content the seed inserts once: the home page record, example blog posts and events. */
import { buildMessages } from "../common/messages.ts";

const de = buildMessages("de");
const en = buildMessages("en");

/** The home page record: its title and description are the home page's (they override the built-in ones). */
export const HOME_PAGE = {
  slug: "home",
  title: de["meta.home.title"],
  meta_description: de["meta.home.description"],
  template: "homepage",
  published: true,
  sort_order: 0,
};

// English title only: the built-in English description is longer than the editor's 160 characters and stays in effect
export const HOME_PAGE_EN = { language: "en", title: en["meta.home.title"] };

export const HOME_ABOUT_SECTION = {
  section_key: "about",
  section_type: "content",
  title: "Über uns",
  title_en: "About us",
  subtitle: "Ihr Partner für IT- und Datenprojekte",
  subtitle_en: "Your partner for IT and data projects",
  content:
    "Seit über 15 Jahren begleiten wir Unternehmen aus Finanzwirtschaft, Handel, Industrie und IT bei der Digitalisierung. Unsere Beraterinnen und Berater verbinden fachliches Verständnis mit technischer Tiefe – von der Analyse über Architektur und Entwicklung bis zur Einführung im Betrieb. Wir arbeiten partnerschaftlich, transparent und mit dem Anspruch, Ergebnisse zu liefern, die bleiben.",
  content_en:
    "For more than 15 years we have supported companies in finance, retail, industry and IT on their digital journey. Our consultants combine business understanding with technical depth – from analysis through architecture and development to go-live. We work as partners, transparently, and with the aim of delivering results that last.",
  sort_order: 1,
  active: true,
};

const day = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const date = (offsetDays: number) => iso(offsetDays).slice(0, 10);

export function blogPosts() {
  return [
    {
      slug: "datenstrategie-im-mittelstand",
      title: "Datenstrategie im Mittelstand: in fünf Schritten zum Nutzen",
      title_en: "Data strategy for mid-sized companies: five steps to value",
      excerpt: "Viele Unternehmen sammeln Daten, wenige nutzen sie. Wie eine pragmatische Datenstrategie entsteht – ohne Großprojekt.",
      excerpt_en: "Many companies collect data, few use it. How a pragmatic data strategy comes about – without a big-bang project.",
      content:
        "## Warum eine Datenstrategie?\n\nDaten sind nur dann ein Wert, wenn sie Entscheidungen verbessern.\nEine Datenstrategie beantwortet drei Fragen: **Welche Entscheidungen** wollen wir besser treffen, **welche Daten** brauchen wir dafür, und **wer** ist verantwortlich?\n\n## Fünf Schritte\n\n1. Geschäftsziele und Entscheidungen sammeln\n2. Datenquellen und Qualität bewerten\n3. Zielbild für Plattform und Governance skizzieren\n4. Einen ersten Anwendungsfall in 8–12 Wochen umsetzen\n5. Messen, lernen, ausbauen\n\n| Schritt | Dauer |\n| --- | --- |\n| Analyse | 2 Wochen |\n| Pilot | 8–12 Wochen |\n\nSprechen Sie uns an – wir begleiten Sie vom ersten Workshop bis zum Betrieb.",
      content_en:
        "## Why a data strategy?\n\nData only has value when it improves decisions.\nA data strategy answers three questions: **which decisions** do we want to make better, **which data** do we need for them, and **who** is responsible?\n\n## Five steps\n\n1. Collect business goals and decisions\n2. Assess data sources and quality\n3. Sketch the target picture for platform and governance\n4. Deliver a first use case in 8–12 weeks\n5. Measure, learn, expand\n\nTalk to us – we support you from the first workshop to operations.",
      category: "themen-artikel",
      content_status: "published",
      published: true,
      published_at: iso(-20),
      author: "Claudia Hartmann",
      tags: ["Data Analytics", "Strategie", "Mittelstand", "Governance"],
      tags_en: ["Data analytics", "Strategy", "Mid-sized companies", "Governance"],
      created_at: iso(-20),
      updated_at: iso(-20),
    },
    {
      slug: "anforderungen-die-wirklich-tragen",
      title: "Anforderungen, die wirklich tragen",
      title_en: "Requirements that really hold",
      excerpt: "Gutes Requirements Engineering spart mehr Zeit, als es kostet. Fünf Praktiken aus unseren Projekten.",
      excerpt_en: "Good requirements engineering saves more time than it costs. Five practices from our projects.",
      content:
        "Unklare Anforderungen sind die häufigste Ursache für Verzögerungen in IT-Projekten.\n\n### Was hilft\n\n- Stakeholder früh und regelmäßig einbinden\n- Prozesse visualisieren (BPMN)\n- Akzeptanzkriterien gemeinsam formulieren\n- Anforderungen versionieren\n- Annahmen sichtbar machen\n\n> Eine gute Anforderung ist testbar.",
      category: "themen-artikel",
      content_status: "published",
      published: true,
      published_at: iso(-5),
      author: "Daniel Vogt",
      tags: ["Business-Analyse", "Requirements Engineering"],
      tags_en: ["Business analysis", "Requirements engineering"],
      created_at: iso(-5),
      updated_at: iso(-5),
    },
    {
      slug: "ausblick-cloud-plattformen-2027",
      title: "Ausblick: Cloud-Datenplattformen 2027",
      title_en: "Outlook: cloud data platforms in 2027",
      excerpt: "Welche Entwicklungen bei Cloud-Datenplattformen im kommenden Jahr wichtig werden.",
      excerpt_en: "Which developments in cloud data platforms will matter next year.",
      content:
        "Lakehouse-Architekturen, offene Tabellenformate und KI-gestützte Datenqualität prägen das kommende Jahr.\n\nMehr dazu in Kürze.",
      category: "themen-artikel",
      content_status: "scheduled",
      published: false,
      scheduled_publish_date: iso(7),
      author: "Eva Lindner",
      tags: ["Cloud", "Data Engineering"],
      tags_en: ["Cloud", "Data engineering"],
      created_at: iso(-1),
      updated_at: iso(-1),
    },
  ];
}

export function events() {
  return [
    {
      title: "Dinner & Digital: Daten als Produkt",
      title_en: "Dinner & Digital: data as a product",
      description: "Ein Abend mit Impulsvortrag und Austausch unter Entscheiderinnen und Entscheidern zum Thema Data Products.",
      description_en: "An evening with a keynote and exchange among decision-makers on data products.",
      event_date: date(30),
      event_time: "18:30 – 22:00",
      location: "München",
      max_participants: 24,
      event_type: "own",
      status: "upcoming",
    },
    {
      title: "Partner-Workshop: Enterprise-Architektur mit TOGAF",
      title_en: "Partner workshop: enterprise architecture with TOGAF",
      description: "Halbtägiger Workshop mit unserem Partner zu Architektur-Governance in regulierten Umgebungen.",
      description_en: "Half-day workshop with our partner on architecture governance in regulated environments.",
      event_date: date(45),
      event_time: "09:00 – 13:00",
      location: "Bingen am Rhein",
      max_participants: 16,
      event_type: "partner",
      status: "open",
    },
  ];
}
