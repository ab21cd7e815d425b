/** @file Hooks of the public site: the public path, the page's language (from the URL), the page's site data, and `t()`. */
import { fillParams, type MessageParams } from "../../common/fill-params";
import type { Locale } from "../../common/locales";
import type { MessageId, Messages } from "../../common/messages";
import { SETTING_DEFAULTS } from "../../common/setting-defaults";
import { withCompany } from "../content/text";
import type { Localized } from "../content/types";
import { usePage } from "../site/page-context";
import { companyName, type SiteData } from "../site/site-data";
import { localeFromPath } from "./locale";

const FALLBACK_SITE: SiteData = {
  settings: { ...SETTING_DEFAULTS },
  config: { siteUrl: "", analyticsTagId: "", turnstileSiteKey: "" },
  locale: "de",
  messages: {} as Messages,
  pageRecords: [],
};

/** The path as the visitor sees it. */
export function usePublicPath(): string {
  return usePage()?.path ?? "/";
}

export function useLocale(): Locale {
  return localeFromPath(usePublicPath());
}

/** The page's site data (settings, strings, config); defaults outside a public page. */
export function useSiteData(): SiteData {
  return usePage()?.site ?? FALLBACK_SITE;
}

export function useCompanyName(): string {
  return companyName(useSiteData().settings, useLocale());
}

export type Translate = (id: MessageId, params?: MessageParams) => string;

/** `t(id, params)` in the page's language; `{company}` is always filled with the configured company name. */
export function useT(): Translate {
  const locale = useLocale();
  const site = useSiteData();
  const company = companyName(site.settings, locale);
  const messages = site.messages;
  return (id, params) => fillParams(messages[id] ?? id, { company, ...params });
}

/** Picks a built-in bilingual text in the page's language, with `{company}` filled in. */
export function useText(): (text: Localized<string>) => string {
  const locale = useLocale();
  const company = useCompanyName();
  return (text) => withCompany(text[locale], company);
}
