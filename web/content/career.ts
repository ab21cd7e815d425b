/** @file Career page: benefits (six main, six additional), three career levels, three application steps, positions. */

import { COMPANY } from "../../common/site";
import type { ApplicationStep, Benefit, CareerLevel, Cta, Hero, SectionHeading, Text } from "./types";

export const CAREER_HERO: Hero = {
  title: { de: "Karriere bei {company}", en: "Careers at {company}" },
  tagline: { de: "Gemeinsam Zukunft gestalten", en: "Shaping the future together" },
  text: {
    de: "Seit 2005 wachsen wir mit unseren Aufgaben – heute sind wir über 50 Beraterinnen und Berater. Wenn Sie anspruchsvolle Projekte, echte Verantwortung und ein Team schätzen, das zusammenhält, sind Sie bei uns richtig.",
    en: "Since 2005 we have grown with our challenges – today we are more than 50 consultants. If you value demanding projects, real responsibility and a team that sticks together, you have come to the right place.",
  },
  ctas: [
    {
      label: { de: "Offene Stellen", en: "Open Positions" },
      href: { de: "/karriere#positions", en: "/en/career#positions" },
      variant: "primary",
    },
  ],
  image: { src: "/img/illustrations/career.svg", width: 640, height: 480, alt: { de: "", en: "" } },
};

export const BENEFITS_HEADING: SectionHeading = {
  title: { de: "Was wir bieten", en: "What We Offer" },
  subtitle: { de: "Gute Arbeit braucht gute Rahmenbedingungen.", en: "Good work needs good conditions." },
};

export const MAIN_BENEFITS: Benefit[] = [
  {
    id: "projects",
    title: { de: "Spannende Projekte", en: "Exciting Projects" },
    text: {
      de: "Anspruchsvolle Vorhaben bei namhaften Kunden aus Finanzwirtschaft, Handel, Industrie und IT.",
      en: "Demanding initiatives for well-known clients in finance, retail, industry and IT.",
    },
    icon: "rocket",
  },
  {
    id: "flexibility",
    title: { de: "Flexible Arbeitszeiten", en: "Flexible Working Hours" },
    text: {
      de: "Vertrauensarbeitszeit und die Freiheit, Beruf und Privatleben in Einklang zu bringen.",
      en: "Trust-based working hours and the freedom to balance work and private life.",
    },
    icon: "clock",
  },
  {
    id: "remote",
    title: { de: "Mobiles Arbeiten", en: "Remote Working" },
    text: {
      de: "Arbeiten Sie im Büro, beim Kunden oder von zu Hause – so, wie es für Projekt und Team am besten passt.",
      en: "Work in the office, at the client's or from home – whatever suits the project and the team best.",
    },
    icon: "home",
  },
  {
    id: "training",
    title: { de: "Weiterbildung und Zertifizierungen", en: "Training and Certifications" },
    text: {
      de: "Ein eigenes Weiterbildungsbudget, bezahlte Zertifizierungen und Zeit zum Lernen.",
      en: "Your own training budget, paid certifications and time to learn.",
    },
    icon: "graduation",
  },
  {
    id: "team",
    title: { de: "Starkes Team", en: "Strong Team" },
    text: {
      de: "Flache Hierarchien, kurze Wege und Kolleginnen und Kollegen, die ihr Wissen gern teilen.",
      en: "Flat hierarchies, short decision paths and colleagues who are happy to share their knowledge.",
    },
    icon: "users",
  },
  {
    id: "pay",
    title: { de: "Attraktive Vergütung", en: "Attractive Pay" },
    text: {
      de: "Ein faires Gehalt mit erfolgsabhängigen Bestandteilen und betrieblicher Altersvorsorge.",
      en: "A fair salary with performance-related components and a company pension scheme.",
    },
    icon: "growth",
  },
];

export const ADDITIONAL_BENEFITS_HEADING: SectionHeading = {
  title: { de: "Zusätzliche Leistungen", en: "Additional Benefits" },
};

export const ADDITIONAL_BENEFITS: Benefit[] = [
  {
    id: "tax-free-benefit",
    title: { de: "50 € Sachbezug pro Monat", en: "€50 Monthly Benefit" },
    text: {
      de: "Jeden Monat 50 Euro steuerfrei – zum Beispiel als Gutscheinkarte für Einkäufe Ihrer Wahl.",
      en: "50 euros tax-free every month – for example as a voucher card for purchases of your choice.",
    },
    icon: "euro",
  },
  {
    id: "hardware",
    title: { de: "Moderne Ausstattung", en: "Modern Equipment" },
    text: {
      de: "Hochwertiger Laptop und Smartphone, die Sie auch privat nutzen dürfen.",
      en: "A high-quality laptop and smartphone that you may also use privately.",
    },
    icon: "laptop",
  },
  {
    id: "mobility",
    title: { de: "Mobilität", en: "Mobility" },
    text: {
      de: "Zuschuss zum Deutschlandticket oder Dienstrad-Leasing.",
      en: "A subsidy for the Deutschlandticket or a company bike lease.",
    },
    icon: "bike",
  },
  {
    id: "events",
    title: { de: "Teamevents", en: "Team Events" },
    text: {
      de: "Sommerfest, Weihnachtsfeier und regelmäßige Fachabende mit dem ganzen Team.",
      en: "Summer party, Christmas party and regular knowledge-sharing evenings with the whole team.",
    },
    icon: "calendar",
  },
  {
    id: "health",
    title: { de: "Gesundheit", en: "Health" },
    text: {
      de: "Zuschuss zum Fitnessstudio und ergonomische Arbeitsplätze im Büro und zu Hause.",
      en: "A gym subsidy and ergonomic workplaces in the office and at home.",
    },
    icon: "heart",
  },
  {
    id: "office",
    title: { de: "Büro mit Wohlfühlfaktor", en: "An Office You Enjoy" },
    text: {
      de: "Kaffee, Getränke und frisches Obst – in Eurasburg, München und Bingen am Rhein.",
      en: "Coffee, drinks and fresh fruit – in Eurasburg, Munich and Bingen am Rhein.",
    },
    icon: "coffee",
  },
];

export const CAREER_LEVELS_HEADING: SectionHeading = {
  title: { de: "Karrierestufen", en: "Career Levels" },
  subtitle: {
    de: "Klare Entwicklungswege – vom Einstieg bis zur fachlichen oder disziplinarischen Führung.",
    en: "Clear development paths – from entry level to technical or people leadership.",
  },
};

export const CAREER_LEVELS: CareerLevel[] = [
  {
    id: "junior",
    title: { de: "Junior Consultant", en: "Junior Consultant" },
    description: {
      de: "Sie starten nach Studium oder Ausbildung und lernen in echten Kundenprojekten – begleitet von erfahrenen Kolleginnen und Kollegen.",
      en: "You start after your degree or vocational training and learn in real client projects – supported by experienced colleagues.",
    },
    details: {
      de: [
        "Strukturiertes Onboarding mit persönlichem Mentor",
        "Erste Zertifizierungen im ersten Jahr",
        "Mitarbeit in Projektteams von Anfang an",
      ],
      en: [
        "Structured onboarding with a personal mentor",
        "First certifications within your first year",
        "Part of project teams from day one",
      ],
    },
    icon: "graduation",
  },
  {
    id: "senior",
    title: { de: "Senior Consultant", en: "Senior Consultant" },
    description: {
      de: "Sie verantworten Arbeitspakete eigenständig, sind Ansprechpartner für Kunden und geben Ihr Wissen an jüngere Kolleginnen und Kollegen weiter.",
      en: "You take ownership of work packages, act as a contact for clients and pass your knowledge on to junior colleagues.",
    },
    details: {
      de: ["Eigenverantwortung für Teilprojekte", "Vertiefende Zertifizierungen nach Wahl", "Mentoring von Junior Consultants"],
      en: ["Ownership of sub-projects", "Advanced certifications of your choice", "Mentoring junior consultants"],
    },
    icon: "star",
  },
  {
    id: "expert",
    title: { de: "Expert / Lead", en: "Expert / Lead" },
    description: {
      de: "Sie prägen Projekte und Kompetenzfelder, führen Teams und gestalten die Weiterentwicklung des Unternehmens mit.",
      en: "You shape projects and practices, lead teams and help steer the development of the company.",
    },
    details: {
      de: [
        "Leitung von Projekten oder Kompetenzfeldern",
        "Beteiligung an Strategie und Angebotsentwicklung",
        "Fach- oder Führungslaufbahn nach Ihren Stärken",
      ],
      en: [
        "Leading projects or practices",
        "Involvement in strategy and service development",
        "A specialist or management track to suit your strengths",
      ],
    },
    icon: "award",
  },
];

export const APPLICATION_HEADING: SectionHeading = {
  title: { de: "Ihr Weg zu uns", en: "Your Way to Us" },
  subtitle: { de: "Drei Schritte, zügige Rückmeldung.", en: "Three steps, a quick response." },
};

export const APPLICATION_STEPS: ApplicationStep[] = [
  {
    step: 1,
    title: { de: "Online-Bewerbung", en: "Online Application" },
    text: {
      de: "Senden Sie uns Ihre Unterlagen über unser Stellenportal oder per E-Mail. Ein Anschreiben ist kein Muss – Lebenslauf und ein paar Sätze zu Ihrer Motivation genügen.",
      en: "Send us your documents through our job portal or by email. A cover letter is not required – your CV and a few sentences about your motivation are enough.",
    },
    image: {
      src: "/img/career/online-application.svg",
      width: 320,
      height: 240,
      alt: { de: "Illustration: Bewerbungsunterlagen", en: "Illustration: application documents" },
    },
  },
  {
    step: 2,
    title: { de: "Video-Interview", en: "Video Interview" },
    text: {
      de: "In einem ersten Gespräch per Video lernen wir uns kennen und sprechen über Ihre Erfahrungen und Wünsche.",
      en: "In a first video call we get to know each other and talk about your experience and what you are looking for.",
    },
    image: {
      src: "/img/career/video-interview.svg",
      width: 320,
      height: 240,
      alt: { de: "Illustration: Video-Interview", en: "Illustration: video interview" },
    },
  },
  {
    step: 3,
    title: { de: "Persönliches Gespräch", en: "In-Person Interview" },
    text: {
      de: "Im persönlichen Gespräch lernen Sie Ihr künftiges Team kennen – danach erhalten Sie zeitnah unsere Entscheidung.",
      en: "In a face-to-face meeting you get to know your future team – after which you will hear our decision promptly.",
    },
    image: {
      src: "/img/career/in-person-interview.svg",
      width: 320,
      height: 240,
      alt: { de: "Illustration: persönliches Gespräch", en: "Illustration: in-person interview" },
    },
  },
];

/** Open positions (anchor #positions): they are listed on an external job board. */
export const OPEN_POSITIONS: SectionHeading & { jobBoard: Cta } = {
  title: { de: "Offene Stellen", en: "Open Positions" },
  text: {
    de: "Unsere aktuellen Stellenangebote finden Sie auf unserem Stellenportal – für Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics.",
    en: "You will find our current vacancies on our job board – in business analysis, software development, enterprise architecture, project management and data analytics.",
  },
  jobBoard: {
    label: { de: "Zu den Stellenangeboten", en: "View open positions" },
    href: { de: "https://www.stepstone.de/", en: "https://www.stepstone.de/" },
    variant: "primary",
    external: true,
  },
};

/** Speculative application by e-mail. */
export const SPECULATIVE_APPLICATION: SectionHeading & { label: Text; email: string; subject: Text } = {
  title: { de: "Nichts Passendes dabei?", en: "Nothing suitable?" },
  text: {
    de: "Wir freuen uns auch über Ihre Initiativbewerbung – erzählen Sie uns, was Sie bewegt.",
    en: "We also welcome speculative applications – tell us what drives you.",
  },
  label: { de: "Initiativ bewerben", en: "Apply speculatively" },
  email: COMPANY.careersEmail,
  subject: { de: "Initiativbewerbung", en: "Speculative application" },
};
