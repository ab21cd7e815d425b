/** @file Contact page copy: hero, address block headings and the contact form's texts (the offices are in company.ts). */
import type { Hero, Seo, Text } from "./types";

export const CONTACT_SEO: Seo = {
  title: { de: "Kontakt", en: "Contact" },
  description: {
    de: "Kontakt zu {company}: Büros in Eurasburg, München und Bingen am Rhein. Rufen Sie uns an, schreiben Sie uns eine E-Mail oder nutzen Sie das Kontaktformular.",
    en: "Contact {company}: offices in Eurasburg, Munich and Bingen am Rhein. Call us, send us an email or use the contact form.",
  },
};

export const CONTACT_HERO: Hero = {
  title: { de: "Kontakt", en: "Contact" },
  tagline: { de: "Sprechen Sie mit uns", en: "Talk to us" },
  text: {
    de: "Sie haben ein Vorhaben, eine Frage oder möchten uns einfach kennenlernen? Wir freuen uns auf Ihre Nachricht und melden uns innerhalb eines Werktags.",
    en: "Do you have an initiative, a question, or would you simply like to get to know us? We look forward to your message and will reply within one working day.",
  },
  ctas: [],
};

/** Headings of the address block. */
export const CONTACT_BLOCK = {
  title: { de: "So erreichen Sie uns", en: "How to reach us" },
  offices: { de: "Standorte", en: "Offices" },
  phone: { de: "Telefon", en: "Phone" },
  email: { de: "E-Mail", en: "Email" },
  openingHours: { de: "Geschäftszeiten", en: "Office hours" },
} satisfies Record<string, Text>;

/** Texts of the contact form (the server-side error texts of the specification's catalogue are in `errors`). */
export const CONTACT_FORM = {
  title: { de: "Schreiben Sie uns", en: "Send us a message" },
  requiredNote: { de: "Pflichtfelder sind mit * gekennzeichnet.", en: "Required fields are marked with *." },
  name: { de: "Name", en: "Name" },
  email: { de: "E-Mail", en: "Email" },
  phone: { de: "Telefon (optional)", en: "Phone (optional)" },
  subject: { de: "Betreff", en: "Subject" },
  message: { de: "Nachricht", en: "Message" },
  acceptTerms: {
    de: "Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben zur Beantwortung meiner Anfrage einverstanden.",
    en: "I have read the privacy notice and agree to my details being processed to answer my enquiry.",
  },
  privacyLink: { de: "Datenschutzerklärung", en: "privacy notice" },
  acceptTermsAlert: { de: "Bitte stimmen Sie der Datenschutzerklärung zu.", en: "Please accept the privacy notice." },
  submit: { de: "Nachricht senden", en: "Send message" },
  sending: { de: "Wird gesendet…", en: "Sending…" },
  successTitle: { de: "Nachricht erfolgreich gesendet!", en: "Message sent successfully!" },
  successText: {
    de: "Vielen Dank für Ihre Nachricht. Wir melden uns innerhalb eines Werktags bei Ihnen.",
    en: "Thank you for your message. We will get back to you within one working day.",
  },
  newMessage: { de: "Neue Nachricht schreiben", en: "Write a new message" },
  errorTitle: { de: "Fehler beim Senden", en: "Error sending message" },
} satisfies Record<string, Text>;

/** The specification's error catalogue of the contact form, in both languages. */
export const CONTACT_FORM_ERRORS = {
  default: { de: "Fehler beim Senden der Nachricht.", en: "Error sending the message." },
  unavailable: {
    de: "Kontaktformular-Service ist nicht verfügbar. Bitte versuchen Sie es später erneut.",
    en: "The contact form service is not available. Please try again later.",
  },
  server: { de: "Server-Fehler. Bitte versuchen Sie es später erneut.", en: "Server error. Please try again later." },
  unreadable: { de: "Fehler beim Lesen der Server-Antwort.", en: "Error reading the server response." },
  unknown: { de: "Unbekannter Fehler", en: "Unknown error" },
  unparseable: { de: "Fehler beim Verarbeiten der Server-Antwort.", en: "Error processing the server response." },
  network: {
    de: "Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    en: "Network error. Please check your internet connection and try again.",
  },
  rateLimited: {
    de: "Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es später erneut.",
    en: "Too many messages in a short time. Please try again later.",
  },
} satisfies Record<string, Text>;
