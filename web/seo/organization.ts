/** @file schema.org Organization of the company, on every page (name from the `site_name` setting). */
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { OFFICES } from "../content/company";
import { PROFILE_LINKS } from "../content/navigation";
import { companyName, type SiteData } from "../site/site-data";

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
    address: {
      "@type": "PostalAddress",
      streetAddress: seat.street,
      postalCode: seat.postalCode,
      addressLocality: seat.city[locale],
      addressCountry: "DE",
    },
    sameAs: PROFILE_LINKS.map((link) => link.href),
  };
}
