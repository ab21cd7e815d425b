/**
 * @file schema.org data of the team page (a Person per member) and of the home page's events (an Event each, online as
 * a VirtualLocation, with an Offer when the event has a price). Built from the same loader data the pages show.
 */
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { absoluteUrl } from "../blog/blog-seo";
import { memberPosition, type PublicMember } from "../data/team";
import { localeOf } from "../i18n/locale";
import type { HomeData, HomeEvent } from "../pages/home/home-data";
import { companyName } from "../site/site-data";
import { type PageHeadContext, pageHead, siteDataOf } from "./head";

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
  const zone = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  return zone?.replace("GMT", "") || "+01:00";
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
    maximumAttendeeCapacity: event.max_participants,
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

function organizationOf(ctx: PageHeadContext): Organization {
  const locale = localeOf(ctx.params);
  const site = siteDataOf(ctx);
  return { name: site ? companyName(site.settings, locale) : "", base: site?.config.siteUrl ?? "", locale };
}

/** head() of the team page: the page's tags plus a Person for each member it shows. */
export function teamHead(ctx: PageHeadContext & { loaderData?: PublicMember[] }) {
  const org = organizationOf(ctx);
  return pageHead("team", { jsonLd: (ctx.loaderData ?? []).map((member) => personJsonLd(member, org)) })(ctx);
}

/** head() of the home page: the page's tags plus an Event for each event it shows. */
export function homeHead(ctx: PageHeadContext & { loaderData?: HomeData }) {
  const org = organizationOf(ctx);
  return pageHead("home", { jsonLd: (ctx.loaderData?.events ?? []).map((event) => eventJsonLd(event, org)) })(ctx);
}
