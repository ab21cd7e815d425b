/** @file schema.org Organization of the company, on every page (name from the `site_name` setting, the three offices as `location`). */
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { OFFICES } from "../content/company";
import { PROFILE_LINKS } from "../content/navigation";
import type { Office } from "../content/types";
import { companyName, type SiteData } from "../site/site-data";

const postalAddress = (office: Office, locale: Locale) => ({
  "@type": "PostalAddress",
  streetAddress: office.street,
  postalCode: office.postalCode,
  addressLocality: office.city[locale],
  addressCountry: "DE",
});

export function organizationJsonLd(site: SiteData, locale: Locale) {
  const base = site.config.siteUrl;
  const seat = OFFICES.find((o) => o.headquarters) ?? OFFICES[0];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: companyName(site.settings, locale),
    url: base + pathFor("home", locale),
    logo: `${base}/favicon.svg`,
    email: site.settings.contact_email,
    telephone: site.settings.contact_phone,
    description: locale === "en" ? site.settings.site_description_en : site.settings.site_description,
    address: postalAddress(seat, locale),
    location: OFFICES.map((office) => ({ "@type": "Place", name: office.name[locale], address: postalAddress(office, locale) })),
    sameAs: PROFILE_LINKS.map((link) => link.href),
  };
}
