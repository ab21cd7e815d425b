/** @file Company facts (both readings the specification keeps), offices, opening hours and the employer rating. */
import type { CompanyFacts, EmployerRating, Office, OpeningHours, Stat } from "./types";

/** The home page's reading: founded 2013, 38+ projects, 46 employees; the home about text says over 15 years. */
const HOME_FACTS: CompanyFacts = { foundedYear: 2013, yearsOfExperience: 15, projects: 38, people: 46 };

/** The reading of the about, services and career pages: founded 2005, 15+ years, 50+ consultants, 200+ projects. */
const COMPANY_FACTS: CompanyFacts = {
  foundedYear: 2005,
  yearsOfExperience: 15,
  projects: 200,
  people: 50,
  customerSatisfactionPercent: 100,
};

/** Home page stats strip. */
export const HOME_STATS: Stat[] = [
  { value: String(HOME_FACTS.foundedYear), label: { de: "gegründet", en: "founded" }, icon: "calendar" },
  { value: `${HOME_FACTS.projects}+`, label: { de: "erfolgreiche Projekte", en: "successful projects" }, icon: "check" },
  { value: String(HOME_FACTS.people), label: { de: "motivierte Mitarbeitende", en: "motivated employees" }, icon: "users" },
];

/** Stats band of the about, services and career pages. */
export const COMPANY_STATS: Stat[] = [
  { value: `${COMPANY_FACTS.projects}+`, label: { de: "abgeschlossene Projekte", en: "completed projects" }, icon: "check" },
  { value: `${COMPANY_FACTS.yearsOfExperience}+`, label: { de: "Jahre Erfahrung", en: "years of experience" }, icon: "calendar" },
  { value: `${COMPANY_FACTS.people}+`, label: { de: "zertifizierte Berater", en: "certified consultants" }, icon: "award" },
  {
    value: `${COMPANY_FACTS.customerSatisfactionPercent}%`,
    label: { de: "Kundenzufriedenheit", en: "customer satisfaction" },
    icon: "star",
  },
];

/** The seat in Eurasburg and the offices in Munich and Bingen am Rhein. */
export const OFFICES: Office[] = [
  {
    id: "eurasburg",
    name: { de: "Hauptsitz Eurasburg", en: "Head office Eurasburg" },
    street: "Hauptstraße 12",
    postalCode: "82547",
    city: { de: "Eurasburg", en: "Eurasburg" },
    country: { de: "Deutschland", en: "Germany" },
    headquarters: true,
  },
  {
    id: "munich",
    name: { de: "Büro München", en: "Munich office" },
    street: "Leopoldstraße 48",
    postalCode: "80802",
    city: { de: "München", en: "Munich" },
    country: { de: "Deutschland", en: "Germany" },
    headquarters: false,
  },
  {
    id: "bingen",
    name: { de: "Büro Bingen am Rhein", en: "Bingen am Rhein office" },
    street: "Mainzer Straße 24",
    postalCode: "55411",
    city: { de: "Bingen am Rhein", en: "Bingen am Rhein" },
    country: { de: "Deutschland", en: "Germany" },
    headquarters: false,
  },
];

/** Monday to Friday 9:00–18:00, closed at weekends. */
export const OPENING_HOURS: OpeningHours[] = [
  { days: { de: "Montag – Freitag", en: "Monday – Friday" }, hours: { de: "9:00 – 18:00 Uhr", en: "9:00 am – 6:00 pm" }, closed: false },
  { days: { de: "Samstag – Sonntag", en: "Saturday – Sunday" }, hours: { de: "Geschlossen", en: "Closed" }, closed: true },
];

/** Employer rating: 4.9 of 5, 100% recommendation. */
export const EMPLOYER_RATING: EmployerRating = {
  score: 4.9,
  maxScore: 5,
  recommendationPercent: 100,
  platform: "kununu",
  href: "https://www.kununu.com/",
};
