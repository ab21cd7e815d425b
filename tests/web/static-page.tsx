/**
 * @file Public components as visitors get them (issue 47): rendered to static HTML on the server inside a page's
 * context and put into the jsdom document, where the islands' `mount` then makes them work.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../common/locales";
import { buildMessages } from "../../common/messages";
import { SETTING_DEFAULTS } from "../../common/setting-defaults";
import { localeFromPath } from "../../web/i18n/locale";
import { PageProvider, type PageState } from "../../web/site/page-context";

/** The page at `path` as the server's renderer describes it (its language's whole catalogue, default settings). */
export function publicPage(path: string, more: Partial<Omit<PageState, "path" | "site">> = {}): PageState {
  const locale: Locale = localeFromPath(path);
  return {
    path,
    site: {
      settings: { ...SETTING_DEFAULTS },
      config: { siteUrl: "https://www.example.com", analyticsTagId: "", turnstileSiteKey: "" },
      locale,
      messages: buildMessages(locale),
      pageRecords: [],
    },
    ...more,
  };
}

/** Replaces the document's body with the server's HTML of `ui` on `page`. */
export function serverRender(ui: ReactNode, page: PageState): void {
  document.body.innerHTML = renderToStaticMarkup(<PageProvider page={page}>{ui}</PageProvider>);
}

/** The element matching `selector`; fails the test when there is none. */
export function get<T extends HTMLElement = HTMLElement>(selector: string, within: Document | Element = document): T {
  const element = within.querySelector<T>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/** Whether the visitor can see `element`: it is in the document and neither it nor a container is `hidden`. */
export const shown = (element: Element | null): boolean => !!element?.isConnected && !element.closest("[hidden]");

/** The button whose text is `text`. */
export function button(text: string): HTMLButtonElement {
  const found = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}
