/** @file Contact page copy: hero, address block headings and the contact form's texts (the offices are in company.ts). */
import type { Hero, Text } from "./types";

export const CONTACT_HERO: Hero = {
  title: { de: "Kontakt", en: "Contact" },
  tagline: { de: "Sprechen Sie mit uns", en: "Talk to us" },
  text: {
    de: "Sie haben ein Vorhaben, eine Frage oder möchten uns einfach kennenlernen? Wir freuen uns auf Ihre Nachricht und melden uns innerhalb eines Werktags.",
    en: "Do you have an initiative, a question, or would you simply like to get to know us? We look forward to your message and will reply within one working day.",
  },
  ctas: [
    { label: { de: "Nachricht schreiben", en: "Write to us" }, href: { de: "#contact-form", en: "#contact-form" }, variant: "primary" },
  ],
  image: { src: "/img/illustrations/contact.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

/** Headings of the address block. */
export const CONTACT_BLOCK = {
  title: { de: "So erreichen Sie uns", en: "How to reach us" },
  offices: { de: "Standorte", en: "Offices" },
  phone: { de: "Telefon", en: "Phone" },
  email: { de: "E-Mail", en: "Email" },
  openingHours: { de: "Geschäftszeiten", en: "Office hours" },
} satisfies Record<string, Text>;
