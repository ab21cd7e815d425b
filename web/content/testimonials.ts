/** @file The six client testimonials of the home slider. */
import { clientLogo } from "./clients";
import type { Testimonial } from "./types";

const testimonial = (t: Omit<Testimonial, "logo">): Testimonial => ({ ...t, logo: clientLogo(t.company) });

export const TESTIMONIALS: Testimonial[] = [
  testimonial({
    quote: {
      de: "Die Migration unseres Kernbankensystems war das größte IT-Vorhaben der letzten zehn Jahre. {company} hat es mit Ruhe, Struktur und großer fachlicher Tiefe ins Ziel gebracht – termingerecht und ohne Unterbrechung für unsere Kunden.",
      en: "Migrating our core banking system was our largest IT initiative of the last ten years. {company} brought it home with calm, structure and great expertise – on schedule and without disruption for our customers.",
    },
    author: "Dr. Stefan Wagner",
    position: { de: "Bereichsleiter IT", en: "Head of IT" },
    company: "Brennerbank",
  }),
  testimonial({
    quote: {
      de: "Endlich sprechen Fachbereich und IT dieselbe Sprache. Die Business-Analysten haben unsere Schadenprozesse transparent gemacht und Anforderungen geliefert, mit denen die Entwicklung sofort arbeiten konnte.",
      en: "At last business and IT speak the same language. The business analysts made our claims processes transparent and delivered requirements the developers could work with straight away.",
    },
    author: "Julia Brandl",
    position: { de: "Leiterin Schadenmanagement", en: "Head of Claims Management" },
    company: "Lechtal Versicherung",
  }),
  testimonial({
    quote: {
      de: "Unsere Produktionsdaten waren über ein Dutzend Systeme verteilt. Heute sehen wir Qualität und Auslastung aller Werke tagesaktuell in einem Dashboard – das hat unsere Entscheidungen spürbar verbessert.",
      en: "Our production data was spread across a dozen systems. Today we see quality and utilisation of every plant in one dashboard, updated daily – it has noticeably improved our decisions.",
    },
    author: "Thomas Huber",
    position: { de: "Leiter Operations", en: "Head of Operations" },
    company: "Ammersee Maschinenbau",
  }),
  testimonial({
    quote: {
      de: "Das Team hat unser B2B-Portal in Rekordzeit gebaut und sauber an SAP angebunden. Besonders geschätzt haben wir die Transparenz: Wir wussten jederzeit, wo das Projekt steht.",
      en: "The team built our B2B portal in record time and connected it cleanly to SAP. We particularly valued the transparency: we always knew where the project stood.",
    },
    author: "Sabine Koch",
    position: { de: "Leiterin E-Commerce", en: "Head of E-Commerce" },
    company: "Marktwerk Handel",
  }),
  testimonial({
    quote: {
      de: "Als unser Zahlungsprojekt in Schieflage geriet, hat {company} innerhalb weniger Wochen wieder Stabilität hergestellt. Klare Analyse, klare Entscheidungen, klare Kommunikation.",
      en: "When our payments project ran into trouble, {company} restored stability within a few weeks. Clear analysis, clear decisions, clear communication.",
    },
    author: "Michael Roth",
    position: { de: "Chief Operating Officer", en: "Chief Operating Officer" },
    company: "Finora Payments",
  }),
  testimonial({
    quote: {
      de: "Mit der neuen Cloud-Plattform und automatisierten Pipelines liefern wir heute mehrmals pro Woche aus statt einmal im Quartal. Die Zusammenarbeit war fachlich stark und menschlich angenehm.",
      en: "With the new cloud platform and automated pipelines we now release several times a week instead of once a quarter. The collaboration was technically strong and a pleasure on a personal level.",
    },
    author: "Katrin Meier",
    position: { de: "CTO", en: "CTO" },
    company: "Quantis Software",
  }),
];
