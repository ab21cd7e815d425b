/** @file Home page copy: hero, the about block's built-in fallback, and the headings of the other sections. */
import { CONTACT_HREF } from "./navigation";
import type { Cta, Hero, SectionHeading, Text } from "./types";

export const HOME_HERO: Hero = {
  title: { de: "Innovativ. Digital. Zukunftsorientiert.", en: "Innovative. Digital. Future-Oriented." },
  tagline: { de: "IT- und Datenberatung aus Bayern", en: "IT and data consulting from Bavaria" },
  text: {
    de: "Wir verbinden fachliches Verständnis mit technischer Exzellenz – und machen Ihre IT- und Datenprojekte planbar, sicher und erfolgreich.",
    en: "We combine business understanding with technical excellence – and make your IT and data projects predictable, secure and successful.",
  },
  ctas: [
    { label: { de: "Unsere Leistungen", en: "Our Services" }, href: { de: "/leistungen", en: "/en/services" }, variant: "primary" },
    { label: { de: "Kontakt aufnehmen", en: "Get in Touch" }, href: CONTACT_HREF, variant: "secondary" },
  ],
  image: { src: "/img/illustrations/home.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

/**
 * The about block when the home page record has no active 'about' section (same copy as the seeded section in
 * scripts/seed-data.ts, HOME_ABOUT_SECTION). The home reading of the facts: over 15 years.
 */
export const HOME_ABOUT: { title: Text; subtitle: Text; content: Text; cta: Cta } = {
  title: { de: "Über uns", en: "About us" },
  subtitle: { de: "Ihr Partner für IT- und Datenprojekte", en: "Your partner for IT and data projects" },
  content: {
    de: "Seit über 15 Jahren begleiten wir Unternehmen aus Finanzwirtschaft, Handel, Industrie und IT bei der Digitalisierung. Unsere Beraterinnen und Berater verbinden fachliches Verständnis mit technischer Tiefe – von der Analyse über Architektur und Entwicklung bis zur Einführung im Betrieb. Wir arbeiten partnerschaftlich, transparent und mit dem Anspruch, Ergebnisse zu liefern, die bleiben.",
    en: "For more than 15 years we have supported companies in finance, retail, industry and IT on their digital journey. Our consultants combine business understanding with technical depth – from analysis through architecture and development to go-live. We work as partners, transparently, and with the aim of delivering results that last.",
  },
  cta: { label: { de: "Mehr über uns", en: "More about us" }, href: { de: "/ueber-uns", en: "/en/about" }, variant: "secondary" },
};

/** Headings of the home sections below the about block. */
export const HOME_SECTIONS: Record<"services" | "stats" | "industries" | "clients" | "experts" | "testimonials", SectionHeading> = {
  services: {
    title: { de: "Unsere Leistungen", en: "Our Services" },
    subtitle: {
      de: "Fünf Kompetenzfelder – ein Anspruch: Ihre Vorhaben sicher ans Ziel bringen.",
      en: "Five areas of expertise – one goal: bringing your initiatives safely to completion.",
    },
  },
  stats: {
    title: { de: "{company} in Zahlen", en: "{company} in figures" },
  },
  industries: {
    title: { de: "Branchenerfahrung", en: "Industry Experience" },
    subtitle: {
      de: "Wir kennen die Anforderungen Ihrer Branche – von Regulatorik bis Produktionsalltag.",
      en: "We know the demands of your industry – from regulation to the realities of production.",
    },
  },
  clients: {
    title: { de: "Unsere Kunden", en: "Our Clients" },
    subtitle: { de: "Unternehmen, die uns ihr Vertrauen schenken.", en: "Companies that place their trust in us." },
  },
  experts: {
    title: { de: "Unsere Experten", en: "Our Experts" },
    subtitle: {
      de: "Erfahrene Beraterinnen und Berater, die Fachlichkeit und Technologie zusammenbringen.",
      en: "Experienced consultants who bring business and technology together.",
    },
  },
  testimonials: {
    title: { de: "Das sagen unsere Kunden", en: "What Our Clients Say" },
  },
};

/** The card after the five expert previews: our wider network. */
export const EXPERTS_NETWORK_CARD: { title: Text; text: Text; cta: Cta } = {
  title: { de: "Unser Netzwerk", en: "Our Network" },
  text: {
    de: "Über unser Team hinaus greifen wir auf ein Netzwerk erfahrener Spezialistinnen und Spezialisten zurück – für jedes Projekt die passende Besetzung.",
    en: "Beyond our own team we draw on a network of experienced specialists – the right people for every project.",
  },
  cta: { label: { de: "Ganzes Team ansehen", en: "Meet the whole team" }, href: { de: "/team", en: "/en/team" }, variant: "secondary" },
};
