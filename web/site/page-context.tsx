/**
 * @file What a public page's components know about the page they render on (issue 47): its public path, the site data
 * (settings, the page language's strings, config) and what its own data says about it (the last breadcrumb's label, its
 * addresses per language). The server's public renderer (worker/public-render.tsx) provides it; a React island (the
 * contact form) provides the part it needs in the browser.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { LanguageAlternates } from "../i18n/alternates";
import type { SiteData } from "./site-data";

export interface PageState {
  /** The path as the visitor sees it (/en/services, not a router path). */
  path: string;
  site: SiteData;
  /** The page's own name for its last breadcrumb (a post's title instead of its slug). */
  crumbLabel?: string;
  /** The page's addresses per language when the route map cannot derive them (web/i18n/alternates.ts). */
  alternates?: LanguageAlternates;
}

const PageContext = createContext<PageState | null>(null);

export function PageProvider({ page, children }: { page: PageState; children: ReactNode }) {
  return <PageContext.Provider value={page}>{children}</PageContext.Provider>;
}

/** The page being rendered; null outside a public page (the admin area). */
export const usePage = (): PageState | null => useContext(PageContext);
