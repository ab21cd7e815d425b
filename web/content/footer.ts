/** @file Footer copy: company text, rating box, headings, the AI-tools note and the tech stack. */
import type { Text } from "./types";

export const FOOTER = {
  companyText: {
    de: "{company} ist Ihr Partner für IT- und Datenberatung aus Bayern. Wir begleiten Unternehmen von der Anforderung über Architektur und Entwicklung bis zum sicheren Betrieb – fachlich fundiert, partnerschaftlich und mit messbaren Ergebnissen.",
    en: "{company} is your partner for IT and data consulting from Bavaria. We support companies from requirements through architecture and development to reliable operations – with sound expertise, as partners, and with measurable results.",
  },
  headings: {
    quickLinks: { de: "Schnellzugriff", en: "Quick Links" },
    services: { de: "Leistungen", en: "Services" },
    contact: { de: "Kontakt", en: "Contact" },
    legal: { de: "Rechtliches", en: "Legal" },
  },
  rating: {
    title: { de: "Ausgezeichneter Arbeitgeber", en: "Outstanding employer" },
    scoreLabel: { de: "von 5 Sternen", en: "out of 5 stars" },
    recommendationLabel: { de: "Weiterempfehlung", en: "recommendation" },
    linkLabel: { de: "Bewertungen lesen", en: "Read reviews" },
  },
  networkLink: { de: "Folgen Sie uns auf LinkedIn", en: "Follow us on LinkedIn" },
  phoneLabel: { de: "Telefon", en: "Phone" },
  emailLabel: { de: "E-Mail", en: "Email" },
  copyright: { de: "Alle Rechte vorbehalten.", en: "All rights reserved." },
  builtWith: {
    de: "Diese Website wurde mit Unterstützung von KI-Werkzeugen entwickelt.",
    en: "This website was built with the help of AI tools.",
  },
  techStackLabel: { de: "Technologie", en: "Tech stack" },
  techStack: ["React", "TypeScript", "TanStack Router", "Hono", "Cloudflare Workers", "Cloudflare D1", "Drizzle ORM", "Vite"],
} satisfies Record<string, Text | string[] | Record<string, Text>>;
