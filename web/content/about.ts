/** @file About page: company section (#company) and philosophy (#philosophy) with three principles and five values. */
import type { Card, Hero, SectionHeading, Text } from "./types";

export const ABOUT_HERO: Hero = {
  title: { de: "Über uns", en: "About Us" },
  tagline: { de: "Kompetenz, die verbindet", en: "Expertise that connects" },
  text: {
    de: "Wir sind eine unabhängige IT- und Datenberatung mit Wurzeln in Bayern – und Partner für Unternehmen, die ihre Digitalisierung mit Verstand und Verlässlichkeit vorantreiben wollen.",
    en: "We are an independent IT and data consultancy rooted in Bavaria – and a partner for companies that want to drive their digitalisation with good sense and reliability.",
  },
  ctas: [{ label: { de: "Unser Team kennenlernen", en: "Meet our team" }, href: { de: "/team", en: "/en/team" }, variant: "primary" }],
  image: { src: "/img/illustrations/about.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

/** The company section (anchor #company). */
export const ABOUT_COMPANY: SectionHeading & { paragraphs: Text[] } = {
  title: { de: "Unternehmen", en: "Company" },
  subtitle: { de: "Seit 2005 an der Seite unserer Kunden", en: "At our clients' side since 2005" },
  paragraphs: [
    {
      de: "{company} wurde 2005 gegründet. Von unserem Sitz in Eurasburg und unseren Büros in München und Bingen am Rhein aus begleiten wir Unternehmen in ganz Deutschland bei ihren IT- und Datenvorhaben.",
      en: "{company} was founded in 2005. From our head office in Eurasburg and our offices in Munich and Bingen am Rhein we support companies throughout Germany with their IT and data initiatives.",
    },
    {
      de: "Über 50 Beraterinnen und Berater bringen mehr als 15 Jahre Erfahrung aus Finanzwirtschaft, Handel, Industrie und IT mit. Sie verbinden fachliches Verständnis mit technischer Tiefe – in der Business-Analyse, der Softwareentwicklung, der Enterprise-Architektur, im Projektmanagement und in Data Analytics.",
      en: "More than 50 consultants bring over 15 years of experience from finance, retail, industry and IT. They combine business understanding with technical depth – in business analysis, software development, enterprise architecture, project management and data analytics.",
    },
    {
      de: "Wir arbeiten eng mit den Teams unserer Kunden zusammen, übernehmen Verantwortung für Ergebnisse und geben unser Wissen weiter, damit Lösungen auch nach dem Projekt tragen.",
      en: "We work closely with our clients' teams, take responsibility for results and pass on our knowledge so that solutions keep working after the project ends.",
    },
  ],
};

/** The philosophy section (anchor #philosophy): three principles and five values. */
export const ABOUT_PHILOSOPHY: SectionHeading & { principles: Card[]; valuesHeading: SectionHeading; values: Card[] } = {
  title: { de: "Philosophie", en: "Philosophy" },
  subtitle: { de: "Wofür wir stehen", en: "What we stand for" },
  principles: [
    {
      title: { de: "Kompetenz", en: "Competence" },
      text: {
        de: "Fundiertes Fachwissen, anerkannte Zertifizierungen und kontinuierliche Weiterbildung sind die Basis unserer Arbeit.",
        en: "Sound expertise, recognised certifications and continuous learning are the foundation of our work.",
      },
      icon: "award",
    },
    {
      title: { de: "Partnerschaft", en: "Partnership" },
      text: {
        de: "Wir arbeiten auf Augenhöhe, offen und verlässlich – als Teil Ihres Teams, nicht als externer Beobachter.",
        en: "We work on equal terms, openly and reliably – as part of your team, not as an outside observer.",
      },
      icon: "handshake",
    },
    {
      title: { de: "Nachhaltigkeit", en: "Sustainability" },
      text: {
        de: "Wir schaffen Lösungen und Strukturen, die langfristig tragen – wirtschaftlich, technisch und menschlich.",
        en: "We create solutions and structures that last – economically, technically and for the people involved.",
      },
      icon: "leaf",
    },
  ],
  valuesHeading: { title: { de: "Unsere Werte", en: "Our Values" } },
  values: [
    {
      title: { de: "Integrität", en: "Integrity" },
      text: {
        de: "Wir sind ehrlich, auch wenn es unbequem ist, und halten, was wir zusagen.",
        en: "We are honest, even when it is uncomfortable, and we keep our promises.",
      },
      icon: "scale",
    },
    {
      title: { de: "Qualität", en: "Quality" },
      text: {
        de: "Wir messen uns an den Ergebnissen, die wir für unsere Kunden erzielen.",
        en: "We measure ourselves by the results we achieve for our clients.",
      },
      icon: "star",
    },
    {
      title: { de: "Innovation", en: "Innovation" },
      text: {
        de: "Wir setzen neue Technologien dort ein, wo sie echten Nutzen stiften.",
        en: "We use new technologies where they create real value.",
      },
      icon: "lightbulb",
    },
    {
      title: { de: "Verantwortung", en: "Responsibility" },
      text: {
        de: "Wir übernehmen Verantwortung für unsere Arbeit, unsere Kunden und unsere Mitarbeitenden.",
        en: "We take responsibility for our work, our clients and our people.",
      },
      icon: "shield",
    },
    {
      title: { de: "Respekt", en: "Respect" },
      text: {
        de: "Wir begegnen Kunden, Partnern und Kollegen mit Wertschätzung und Offenheit.",
        en: "We treat clients, partners and colleagues with appreciation and openness.",
      },
      icon: "heart",
    },
  ],
};
