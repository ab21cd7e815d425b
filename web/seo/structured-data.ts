/**
 * @file schema.org data of the team page (a Person per member) and of the home page's events (an Event each, online as
 * a VirtualLocation, with an Offer when the event has a price). Built from the same loader data the pages show, on the
 * server only (public pages ship no JavaScript for them).
 */
import { berlinOffsetHours } from "../../common/berlin-time";
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { absoluteUrl } from "../blog/blog-seo";
import { memberPosition, type PublicMember } from "../data/team";
import type { HomeData, HomeEvent } from "../pages/home/home-data";
import { companyName, type SiteData } from "../site/site-data";

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

function eventPlace(event: HomeEvent) {
  const place = { "@type": "Place", name: event.location, address: event.location };
  if (!event.online_url) return { mode: "OfflineEventAttendanceMode", location: place };
  const virtual = { "@type": "VirtualLocation", url: event.online_url };
  return ONLINE_ONLY.test(event.location)
    ? { mode: "OnlineEventAttendanceMode", location: virtual }
    : { mode: "MixedEventAttendanceMode", location: [place, virtual] };
}

function eventJsonLd(event: HomeEvent, org: Organization) {
  const en = org.locale === "en";
  const { mode, location } = eventPlace(event);
  const times = eventTimes(event.event_date, event.event_time);
  const pageUrl = `${org.base}${pathFor("home", org.locale)}`;
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

/** An Event per event the home page shows. */
export const homeEventsJsonLd = (data: HomeData, site: SiteData, locale: Locale): object[] =>
  data.events.map((e) => eventJsonLd(e, organizationOf(site, locale)));
