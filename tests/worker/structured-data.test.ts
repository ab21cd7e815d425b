/**
 * @file The structured data of the public pages (issue 31): every page of both languages passes the outside validator
 * (tests/worker/structured-data.ts) with no error or warning, and each type says what the page shows: Organization
 * with its three offices, Person per team member, Event per event (online, hybrid, with a price), BreadcrumbList with
 * the visible breadcrumb's names.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "../../common/routes";
import { contentChanged, inDays, request, seed } from "./helpers";
import { jsonLdBlocks, structuredDataIssues } from "./structured-data";

const SITE = "http://127.0.0.1:8787";
const POST = "anforderungen-die-wirklich-tragen";
const PAGES = [...Object.values(PAGE_PATHS).flatMap((p) => [p.de, p.en]), `/blog/${POST}`, `/en/blog/${POST}`];
// biome-ignore lint/suspicious/noExplicitAny: the tests read nested JSON-LD fields without naming their types
type Block = Record<string, any>;

beforeAll(async () => {
  await seed();
  const event = env.DB.prepare(
    "INSERT INTO events (title, title_en, description, event_date, event_time, location, online_url, price_eur, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  await env.DB.batch([
    // the home page shows the events only with this setting on
    env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('show_events_on_homepage', 'true')"),
    env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('max_events_homepage', '10')"),
    event.bind(
      "Webinar Datenqualität",
      "Data quality webinar",
      "Eine Stunde online.",
      inDays(10),
      "16:00 – 17:00",
      "Online",
      "https://events.example/webinar",
      0,
      "open",
    ),
    event.bind(
      "Hybrid-Forum",
      null,
      "Vor Ort und im Stream.",
      inDays(12),
      "10:00",
      "München",
      "https://events.example/forum",
      49.9,
      "full",
    ),
    event.bind(
      "Datenfrühstück",
      "Data breakfast",
      "Mit Adresse.",
      inDays(14),
      "08:30 – 10:00",
      "Alte Mälzerei, Lindenstr. 12, 55411 Bingen am Rhein",
      null,
      null,
      "open",
    ),
  ]);
  await contentChanged();
});

const page = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const blocks = async (path: string, type: string) => jsonLdBlocks(await page(path)).filter((b) => b["@type"] === type) as Block[];

describe("structured data on the public pages", () => {
  it("has no validator error or warning on any page of either language", async () => {
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      const issues = await structuredDataIssues(await page(path));
      if (issues.length) found[path] = issues;
    }
    expect(found).toEqual({});
  });

  it("the validator is live: it reports a Person without a name and a property schema.org does not know", async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Person", jobTitel: "x" })}</script>`;
    const issues = await structuredDataIssues(html);
    expect(issues.some((i) => i.startsWith("ERROR") && i.includes("name"))).toBe(true);
    expect(issues.some((i) => i.startsWith("WARNING") && i.includes("jobTitel"))).toBe(true);
  });

  it("Organization names the three offices as its locations, in the page's language", async () => {
    const [org] = await blocks("/en/about", "Organization");
    expect(org.location.map((l: Block) => [l.name, l.address.addressLocality])).toEqual([
      ["Head office Eurasburg", "Eurasburg"],
      ["Munich office", "Munich"],
      ["Bingen am Rhein office", "Bingen am Rhein"],
    ]);
  });

  it("the team page has a Person per member with job title, image, employer and profile links", async () => {
    for (const [path, jobTitle] of [
      ["/team", "Geschäftsführer"],
      ["/en/team", "Managing Director"],
    ] as const) {
      const people = await blocks(path, "Person");
      const html = await page(path);
      expect(people.length, path).toBeGreaterThan(1);
      for (const person of people) expect(html, person.name).toContain(person.name);
      const manager = people.find((p) => p.jobTitle.includes(jobTitle));
      expect(manager, path).toBeDefined();
      expect(manager).toMatchObject({
        image: expect.stringMatching(new RegExp(`^${SITE}/`)),
        worksFor: { "@type": "Organization", name: "Muster Consulting GmbH" },
        sameAs: ["https://www.linkedin.com/"],
      });
    }
  });

  it("the home page has an Event per event: place, online, hybrid, times in Berlin time, organizer and offers", async () => {
    const events = await blocks("/", "Event");
    const byName = Object.fromEntries(events.map((e) => [e.name, e]));
    expect(byName["Dinner & Digital: Daten als Produkt"]).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T18:30:00\+0[12]:00$/),
      endDate: expect.stringMatching(/T22:00:00\+0[12]:00$/),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "München" },
      organizer: { "@type": "Organization", name: "Muster Consulting GmbH" },
    });
    expect(byName["Dinner & Digital: Daten als Produkt"].offers).toBeUndefined();
    expect(byName["Webinar Datenqualität"]).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://events.example/webinar" },
      offers: { "@type": "Offer", price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    });
    expect(byName["Hybrid-Forum"]).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [{ "@type": "Place", name: "München" }, { "@type": "VirtualLocation" }],
      offers: { price: 49.9, availability: "https://schema.org/SoldOut" },
    });
    expect(byName["Hybrid-Forum"].endDate).toBeUndefined();
    // on sale since the event was put on the site; no offer, no validFrom
    expect(byName["Hybrid-Forum"].offers.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    expect(Date.parse(byName["Hybrid-Forum"].offers.validFrom)).toBeLessThan(Date.parse(byName["Hybrid-Forum"].startDate));
    expect(byName["Webinar Datenqualität"].offers.validFrom).toEqual(expect.any(String));
    // English page, English title where there is one
    expect((await blocks("/en", "Event")).map((e) => e.name)).toContain("Data quality webinar");
  });

  it("an event's place has a postal address: city, country, and street and postal code when the location names them", async () => {
    const byName = Object.fromEntries((await blocks("/", "Event")).map((e) => [e.name, e]));
    expect(byName["Dinner & Digital: Daten als Produkt"].location).toEqual({
      "@type": "Place",
      name: "München",
      address: { "@type": "PostalAddress", addressLocality: "München", addressCountry: "DE" },
    });
    expect(byName.Datenfrühstück.location).toEqual({
      "@type": "Place",
      name: "Alte Mälzerei",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Lindenstr. 12",
        addressLocality: "Bingen am Rhein",
        postalCode: "55411",
        addressCountry: "DE",
      },
    });
    expect(byName.Datenfrühstück.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(byName.Datenfrühstück.offers).toBeUndefined();
    expect(byName["Hybrid-Forum"].location[0].address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "München",
      addressCountry: "DE",
    });
  });

  it("every listed event meets Google's Event rich result rules in both languages", async () => {
    // developers.google.com/search/docs/appearance/structured-data/event: name, startDate and location required; a
    // Place needs an address (a PostalAddress); a VirtualLocation a url; the organizer names the site's organization
    for (const path of ["/", "/en"]) {
      const events = await blocks(path, "Event");
      expect(events.length, path).toBeGreaterThanOrEqual(4);
      for (const e of events) {
        expect(e.name, path).toEqual(expect.any(String));
        expect(e.startDate, e.name).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
        for (const place of [e.location].flat()) {
          if (place["@type"] === "VirtualLocation") expect(place.url, e.name).toMatch(/^https:\/\//);
          else
            expect(place, e.name).toMatchObject({
              "@type": "Place",
              name: expect.any(String),
              address: { "@type": "PostalAddress", addressLocality: expect.any(String), addressCountry: "DE" },
            });
        }
        expect(e.eventStatus, e.name).toBe("https://schema.org/EventScheduled");
        expect(e.organizer, e.name).toMatchObject({ "@type": "Organization", name: "Muster Consulting GmbH", url: `${SITE}${path}` });
        if (e.offers)
          expect(e.offers, e.name).toMatchObject({ price: expect.any(Number), priceCurrency: "EUR", validFrom: expect.any(String) });
      }
    }
    expect((await blocks("/en", "Event")).map((e) => e.name)).toContain("Data breakfast");
  });

  it("a post's BreadcrumbList names the post by its title, as the visible breadcrumb does, not by its slug", async () => {
    const html = await page(`/blog/${POST}`);
    const [trail] = jsonLdBlocks(html).filter((b) => b["@type"] === "BreadcrumbList") as Block[];
    const names = trail.itemListElement.map((i: Block) => i.name);
    expect(names).toEqual(["Startseite", "Blog", "Anforderungen, die wirklich tragen"]);
    const visible = [...html.matchAll(/<nav class="breadcrumbs[\s\S]*?<\/nav>/g)][0][0];
    const crumbs = [...visible.matchAll(/<li[^>]*>(?:<a[^>]*>)?([^<]+)/g)].map((m) => m[1]);
    expect(crumbs).toEqual(names);
  });

  it("the career page claims no JobPosting: its open positions live on an external job board", async () => {
    expect(await blocks("/karriere", "JobPosting")).toEqual([]);
  });
});
