/**
 * @file schema.org data of the team page (a Person per member) and of the listed events (an Event each: a Place with
 * a postal address, online as a VirtualLocation, with an Offer when the event has a price). Built from the same loader data the pages show, on the
 * server only (public pages ship no JavaScript for them).
 */
import { berlinOffsetHours } from "../../common/berlin-time";
import type { Locale } from "../../common/locales";
import { type PageKey, pathFor } from "../../common/routes";
import { absoluteUrl } from "../blog/blog-seo";
import { memberPosition, type PublicMember } from "../data/team";
import type { HomeData, HomeEvent } from "../pages/home/home-data";
import { companyName, type SiteData } from "../site/site-data";

/** An event as a public page lists it. */
type ListedEvent = HomeEvent;

interface Organization {
  name: string;
  base: string;
  locale: Locale;
}

const organization = (org: Organization) => ({ "@type": "Organization", name: org.name, url: org.base + pathFor("home", org.locale) });

function personJsonLd(member: PublicMember, org: Organization) {
  const expertise = org.locale === "en" && member.expertise_en.length ? member.expertise_en : member.expertise;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: member.name,
    jobTitle: memberPosition(member, org.locale),
    ...(member.image_url ? { image: absoluteUrl(org.base, member.image_url) } : {}),
    worksFor: organization(org),
    ...(member.linkedin_url ? { sameAs: [member.linkedin_url] } : {}),
    ...(expertise.length ? { knowsAbout: expertise } : {}),
  };
}

/** The UTC offset of Berlin on a day ("+01:00" in winter, "+02:00" in summer): events are local to the offices. */
function berlinOffset(date: string, time: string): string {
  const instant = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(instant.getTime())) return "+01:00";
  // the EU rule, not Intl: an Intl formatter costs a cold isolate tens of ms (common/berlin-time.ts)
  return `+0${berlinOffsetHours(instant.getTime())}:00`;
}

/** Start and end of an event from its date and its free-text time ("18:30 – 22:00"); the date alone without a time. */
function eventTimes(date: string, time: string): { startDate: string; endDate?: string } {
  const [start, end] = [...time.matchAll(/\b(\d{1,2})[:.](\d{2})\b/g)].map((m) => `${m[1].padStart(2, "0")}:${m[2]}`);
  if (!start) return { startDate: date };
  const at = (t: string) => `${date}T${t}:00${berlinOffset(date, t)}`;
  return { startDate: at(start), ...(end && end > start ? { endDate: at(end) } : {}) };
}

const ONLINE_ONLY = /^\s*(online|virtuell|virtual|webinar)\s*$/i;
const COUNTRIES: Record<string, string> = {
  deutschland: "DE",
  germany: "DE",
  österreich: "AT",
  austria: "AT",
  schweiz: "CH",
  switzerland: "CH",
};
const POSTAL_CITY = /^(?:[A-Z]{1,2}-)?(\d{4,5})\s+(.+)$/;

/**
 * The event's free-text location ("München", "Hotel Bayerischer Hof, Promenadeplatz 2-6, 80333 München") as a
 * schema.org Place: the last part is the city (with its postal code when one leads it), a part with a house number the
 * street, a first part before them the venue's name; the country is Germany unless the text names another.
 */
function eventVenue(location: string) {
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? COUNTRIES[parts[parts.length - 1].toLowerCase()] : undefined;
  if (country) parts.pop();
  const last = parts.pop() ?? location.trim();
  const postal = last.match(POSTAL_CITY);
  const street = parts.length ? parts.findLast((p) => /\d/.test(p)) : undefined;
  const venue = parts.find((p) => p !== street);
  const city = postal ? postal[2] : last;
  return {
    "@type": "Place",
    name: venue ?? city,
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      addressLocality: city,
      ...(postal ? { postalCode: postal[1] } : {}),
      addressCountry: country ?? "DE",
    },
  };
}

function eventPlace(event: ListedEvent) {
  const place = eventVenue(event.location);
  if (!event.online_url) return { mode: "OfflineEventAttendanceMode", location: place };
  const virtual = { "@type": "VirtualLocation", url: event.online_url };
  return ONLINE_ONLY.test(event.location) || !event.location.trim()
    ? { mode: "OnlineEventAttendanceMode", location: virtual }
    : { mode: "MixedEventAttendanceMode", location: [place, virtual] };
}

/** A stored timestamp ("2026-03-01 09:15:00", UTC) as ISO 8601 with its zone. */
const isoInstant = (stored: string) => (/Z|[+-]\d{2}:\d{2}$/.test(stored) ? stored : `${stored.replace(" ", "T")}Z`);

function eventJsonLd(event: ListedEvent, org: Organization, page: PageKey) {
  const en = org.locale === "en";
  const { mode, location } = eventPlace(event);
  const times = eventTimes(event.event_date, event.event_time);
  const pageUrl = `${org.base}${pathFor(page, org.locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: (en && event.title_en) || event.title,
    description: (en && event.description_en) || event.description,
    ...times,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: `https://schema.org/${mode}`,
    location,
    image: absoluteUrl(org.base, event.image_url ?? "/img/og-default.png"),
    organizer: organization(org),
    ...(event.price_eur === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price: event.price_eur,
            priceCurrency: "EUR",
            availability: `https://schema.org/${event.status === "full" ? "SoldOut" : "InStock"}`,
            url: event.online_url ?? pageUrl,
            // on sale since the event was put on the site (events have no separate sales start)
            ...(event.created_at ? { validFrom: isoInstant(event.created_at) } : {}),
            validThrough: times.startDate,
          },
        }),
  };
}

const organizationOf = (site: SiteData, locale: Locale): Organization => ({
  name: companyName(site.settings, locale),
  base: site.config.siteUrl,
  locale,
});

/** A Person per member of the team page, from the members it shows. */
export const teamJsonLd = (members: readonly PublicMember[], site: SiteData, locale: Locale): object[] =>
  members.map((m) => personJsonLd(m, organizationOf(site, locale)));

/** An Event per event a public page lists (today only the home page's events section: no other page shows events). */
const eventsJsonLd = (events: readonly ListedEvent[], page: PageKey, site: SiteData, locale: Locale): object[] =>
  events.map((e) => eventJsonLd(e, organizationOf(site, locale), page));

/** An Event per event the home page shows. */
export const homeEventsJsonLd = (data: HomeData, site: SiteData, locale: Locale): object[] =>
  eventsJsonLd(data.events, "home", site, locale);
