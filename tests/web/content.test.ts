/** Built-in content: both languages everywhere (privacy German only), images that exist with their real size, links to real routes. */
import { describe, expect, it } from "vitest";
import * as team from "../../common/built-in-team";
import { COMPANY } from "../../common/site";
import * as about from "../../web/content/about";
import * as career from "../../web/content/career";
import * as clients from "../../web/content/clients";
import * as company from "../../web/content/company";
import * as contact from "../../web/content/contact";
import * as cookiePolicy from "../../web/content/cookie-policy";
import * as home from "../../web/content/home";
import * as industries from "../../web/content/industries";
import * as legalNotice from "../../web/content/legal-notice";
import * as navigation from "../../web/content/navigation";
import * as privacy from "../../web/content/privacy";
import * as projects from "../../web/content/projects";
import { SERVICE_DETAILS } from "../../web/content/service-details";
import * as services from "../../web/content/services";
import * as teamPage from "../../web/content/team-page";
import * as testimonials from "../../web/content/testimonials";
import type { Image } from "../../web/content/types";

const bilingualModules = {
  about,
  career,
  clients,
  company,
  contact,
  cookiePolicy,
  home,
  industries,
  legalNotice,
  navigation,
  projects,
  serviceDetails: { SERVICE_DETAILS },
  services,
  teamPage,
  testimonials,
};

type Visit = (value: unknown, path: string) => void;
function walk(value: unknown, path: string, visit: Visit) {
  visit(value, path);
  if (Array.isArray(value))
    value.forEach((item, i) => {
      walk(item, `${path}[${i}]`, visit);
    });
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, visit);
}

const isLocalized = (v: unknown): v is { de: unknown; en: unknown } =>
  !!v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).sort().join() === "de,en";
const isImage = (v: unknown): v is Image => !!v && typeof v === "object" && "src" in v && "width" in v && "height" in v && "alt" in v;
const blank = (s: unknown) => typeof s !== "string" || s.trim() === "";

function bilingualProblems(root: Record<string, unknown>): string[] {
  const problems: string[] = [];
  walk(root, "content", (value, path) => {
    if (!isLocalized(value)) return;
    const { de, en } = value;
    if (typeof de === "string" || typeof en === "string") {
      // decorative images have an empty alt in both languages
      if (path.endsWith(".alt") && de === "" && en === "") return;
      if (blank(de) || blank(en)) problems.push(`${path}: ${JSON.stringify(value)}`);
    } else if (Array.isArray(de) && Array.isArray(en)) {
      if (de.length === 0 || de.length !== en.length || de.some(blank) || en.some(blank))
        problems.push(`${path}: lists differ or are empty`);
    } else if (!(de && en && typeof de === "object" && typeof en === "object")) {
      problems.push(`${path}: one language missing`);
    }
  });
  return problems;
}

// every SVG shipped in public/img, read through Vite (the web tsconfig has no Node types)
const SVG_FILES = import.meta.glob<string>("/public/img/**/*.svg", { query: "?raw", import: "default", eager: true });

/** The width/height an SVG in public/ declares, or null when there is no such file. */
function svgSize(src: string): { width: number; height: number } | null {
  const svg = SVG_FILES[`/public${src}`];
  if (svg === undefined) return null;
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
  return { width, height };
}

// the route table of the specification (2.1), both languages
const ROUTES = new Set([
  "/",
  "/ueber-uns",
  "/team",
  "/leistungen",
  "/leistungen/business-analyse",
  "/leistungen/software-development",
  "/leistungen/enterprise-architecture",
  "/leistungen/projektmanagement",
  "/leistungen/data-analytics",
  "/projekte",
  "/karriere",
  "/kontakt",
  "/impressum",
  "/datenschutz",
  "/cookies",
  "/blog",
  "/en",
  "/en/about",
  "/en/team",
  "/en/services",
  "/en/services/business-analysis",
  "/en/services/software-development",
  "/en/services/enterprise-architecture",
  "/en/services/project-management",
  "/en/services/data-analytics",
  "/en/projects",
  "/en/career",
  "/en/contact",
  "/en/legal",
  "/en/privacy",
  "/en/cookies",
  "/en/blog",
]);

describe("built-in content", () => {
  it("has every text in German and English, none empty", () => {
    expect(bilingualProblems(bilingualModules)).toEqual([]);
  });

  it("keeps the privacy notice German only, complete, with 13 sections as of June 2023", () => {
    const doc = privacy.PRIVACY_NOTICE;
    expect(doc.updated).toBe("Stand: Juni 2023");
    expect(doc.sections).toHaveLength(13);
    const strings: string[] = [];
    walk(doc, "privacy", (v) => typeof v === "string" && strings.push(v));
    expect(strings.filter((s) => s.trim() === "")).toEqual([]);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(13);
  });

  it("ships every referenced image in public/img with the declared width and height", () => {
    const images: { path: string; image: Image }[] = [];
    walk({ ...bilingualModules, privacy }, "content", (v, path) => isImage(v) && images.push({ path, image: v }));
    expect(images.length).toBeGreaterThanOrEqual(11 + 9 + 5 + 3 + 6);
    for (const { path, image } of images) {
      expect(image.src, path).toMatch(/^\/img\//);
      expect(svgSize(image.src), `${path} ${image.src}`).toEqual({ width: image.width, height: image.height });
    }
    for (const member of team.FALLBACK_TEAM) {
      expect(svgSize(member.image_url!), member.name).toEqual(team.TEAM_IMAGE_SIZE);
    }
  });

  it("links only to routes that exist, in the matching language", () => {
    const bad: string[] = [];
    walk({ ...bilingualModules, privacy }, "content", (value, path) => {
      const hrefs: [string, string][] = [];
      if (isLocalized(value) && /\.href$/.test(path)) hrefs.push(["de", value.de as string], ["en", value.en as string]);
      else if (typeof value === "string" && /\.href$/.test(path) && value.startsWith("/")) hrefs.push(["any", value]);
      for (const [lang, href] of hrefs) {
        if (!href.startsWith("/")) continue; // external, mailto
        const route = href.split("#")[0];
        const english = route === "/en" || route.startsWith("/en/");
        if (!ROUTES.has(route) || (lang === "de" && english) || (lang === "en" && !english)) bad.push(`${path}: ${href}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it("lets visitors find the blog: in the main navigation and the footer's quick links, in both languages", () => {
    for (const list of [navigation.MAIN_NAV, navigation.QUICK_LINKS]) {
      expect(list.find((n) => n.id === "blog")).toMatchObject({ label: { de: "Blog", en: "Blog" }, href: { de: "/blog", en: "/en/blog" } });
    }
  });

  it("has the counts and constants of the specification", () => {
    expect(services.SERVICE_CARDS.map((s) => s.id)).toEqual(services.SERVICE_IDS);
    for (const card of services.SERVICE_CARDS) expect(card.highlights.de).toHaveLength(4);
    expect(navigation.MAIN_NAV.find((n) => n.id === "services")?.children?.map((c) => c.id)).toEqual(services.SERVICE_IDS);
    expect(Object.keys(SERVICE_DETAILS).sort()).toEqual([...services.SERVICE_IDS].sort());
    for (const detail of Object.values(SERVICE_DETAILS)) {
      expect(detail.approach.points, detail.id).toHaveLength(4);
      expect(detail.hero.ctas, detail.id).toHaveLength(2);
      expect(detail.closing.ctas, detail.id).toHaveLength(2);
    }
    expect(SERVICE_DETAILS["software-development"].offerings.cards).toHaveLength(5);
    expect(SERVICE_DETAILS["project-management"].process?.steps).toHaveLength(4);
    expect(SERVICE_DETAILS["enterprise-architecture"].process?.steps).toHaveLength(4);
    expect(clients.CLIENT_LOGOS).toHaveLength(11);
    expect(testimonials.TESTIMONIALS).toHaveLength(6);
    expect(projects.PROJECTS).toHaveLength(9);
    expect(new Set(projects.PROJECTS.map((p) => p.category))).toEqual(new Set(projects.PROJECT_CATEGORIES.map((c) => c.id)));
    expect(Object.fromEntries(industries.INDUSTRIES.map((i) => [i.id, i.projectCount]))).toEqual({
      banking: 15,
      ecommerce: 12,
      industry: 14,
      "it-software": 21,
    });
    expect(company.HOME_STATS.map((s) => s.value)).toEqual(["2013", "38+", "46"]);
    expect(company.COMPANY_STATS.map((s) => s.value)).toEqual(["200+", "15+", "50+", "100%"]);
    expect(company.OFFICES.map((o) => o.city.de)).toEqual(["Eurasburg", "München", "Bingen am Rhein"]);
    expect(company.EMPLOYER_RATING).toMatchObject({ score: 4.9, maxScore: 5, recommendationPercent: 100 });
    expect(career.MAIN_BENEFITS).toHaveLength(6);
    expect(career.ADDITIONAL_BENEFITS).toHaveLength(6);
    expect(career.ADDITIONAL_BENEFITS.some((b) => b.title.de.includes("50 €"))).toBe(true);
    expect(career.CAREER_LEVELS.map((l) => l.details.de.length)).toEqual([3, 3, 3]);
    expect(career.APPLICATION_STEPS).toHaveLength(3);
    expect(about.ABOUT_PHILOSOPHY.principles).toHaveLength(3);
    expect(about.ABOUT_PHILOSOPHY.values).toHaveLength(5);
    expect(cookiePolicy.COOKIE_POLICY.de.updated).toBe("Stand: Januar 2025");
    expect(cookiePolicy.COOKIE_POLICY.en.updated).toBe("Last updated: January 2025");
    expect(team.FALLBACK_TEAM).toHaveLength(5);
  });

  it("lists the built-in team in German name order, the order the team page shows it in", () => {
    const names = team.FALLBACK_TEAM.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("never hard-codes the company name in copy", () => {
    const name = COMPANY.shortName;
    const hits: string[] = [];
    walk({ ...bilingualModules, privacy }, "content", (v, path) => typeof v === "string" && v.includes(name) && hits.push(path));
    expect(hits).toEqual([]);
  });
});
