/** @file The built-in team: shown when the database has no active members; also the seed of team_members. */
import type { TeamMember } from "./types.ts";

type FallbackMember = Omit<TeamMember, "id" | "created_at" | "updated_at" | "translation_sources">;

const member = (m: Partial<FallbackMember> & Pick<FallbackMember, "name" | "position">): FallbackMember => ({
  position_en: null,
  bio: "",
  bio_en: null,
  image_url: null,
  linkedin_url: null,
  email: null,
  expertise: [],
  expertise_en: [],
  qualifications: [],
  qualifications_en: [],
  active: true,
  available: true,
  available_from: null,
  current_project: null,
  ...m,
});

export const FALLBACK_TEAM: FallbackMember[] = [
  member({
    name: "Andreas Berger",
    position: "Geschäftsführer",
    position_en: "Managing Director",
    bio: "Andreas Berger gründete das Unternehmen und verantwortet Strategie, Kundenbeziehungen und die Entwicklung unseres Beraterteams. Seit über 20 Jahren begleitet er Banken, Versicherer und Industrieunternehmen bei komplexen IT-Vorhaben.",
    bio_en:
      "Andreas Berger founded the company and is responsible for strategy, client relationships and the growth of our consulting team. For more than 20 years he has guided banks, insurers and industrial companies through complex IT programmes.",
    image_url: "/img/team/andreas-berger.svg",
    linkedin_url: "https://www.linkedin.com/",
    email: "andreas.berger@example.com",
    expertise: ["IT-Strategie", "Programm-Management", "Banking"],
    expertise_en: ["IT strategy", "Programme management", "Banking"],
    qualifications: ["Diplom-Informatiker (Univ.)", "PMP®"],
    qualifications_en: ["Diploma in Computer Science", "PMP®"],
  }),
  member({
    name: "Claudia Hartmann",
    position: "Geschäftsführerin",
    position_en: "Managing Director",
    bio: "Claudia Hartmann leitet das operative Geschäft und die Bereiche Data Analytics und Enterprise-Architektur. Sie verbindet fachliche Tiefe mit einem klaren Blick für wirtschaftlichen Nutzen.",
    bio_en:
      "Claudia Hartmann runs operations and leads our data analytics and enterprise architecture practices. She combines technical depth with a clear eye for business value.",
    image_url: "/img/team/claudia-hartmann.svg",
    linkedin_url: "https://www.linkedin.com/",
    email: "claudia.hartmann@example.com",
    expertise: ["Data Analytics", "Enterprise-Architektur", "TOGAF"],
    expertise_en: ["Data analytics", "Enterprise architecture", "TOGAF"],
    qualifications: ["M.Sc. Wirtschaftsinformatik", "TOGAF® 10 Certified"],
    qualifications_en: ["M.Sc. Business Informatics", "TOGAF® 10 Certified"],
  }),
  member({
    name: "Daniel Vogt",
    position: "Senior Business Analyst",
    position_en: "Senior Business Analyst",
    image_url: "/img/team/daniel-vogt.svg",
    linkedin_url: "https://www.linkedin.com/",
    email: "daniel.vogt@example.com",
    expertise: ["Requirements Engineering", "BPMN", "CBAP"],
    available: false,
    available_from: "2027-03-01",
    current_project: "Kernbanken-Migration",
  }),
  member({
    name: "Eva Lindner",
    position: "Data Engineer",
    position_en: "Data Engineer",
    image_url: "/img/team/eva-lindner.svg",
    linkedin_url: "https://www.linkedin.com/",
    email: "eva.lindner@example.com",
    expertise: ["Python", "Azure Data Factory", "Power BI", "dbt"],
  }),
  member({
    name: "Markus Steiner",
    position: "Senior Softwareentwickler",
    position_en: "Senior Software Engineer",
    image_url: "/img/team/markus-steiner.svg",
    linkedin_url: "https://www.linkedin.com/",
    email: "markus.steiner@example.com",
    expertise: ["Java", "Spring Boot", "TypeScript", "Kubernetes"],
  }),
];

/** Every built-in portrait in public/img/team is square, 400 x 400: the team cards set these as width/height. */
export const TEAM_IMAGE_SIZE = { width: 400, height: 400 } as const;
