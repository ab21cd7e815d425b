/**
 * @file The optional locale segment of every public page: absent for German (/kontakt), `en` for English. Route files
 * below are named after the German URL; the router's rewrite maps the English URLs of PAGE_PATHS onto them
 * (web/i18n/url-rewrite.ts), so each page has one route file and each public path is written once.
 */
import { createFileRoute } from "@tanstack/react-router";
import { isLocaleSegment } from "../../../i18n/locale";

export const Route = createFileRoute("/_site/{-$locale}")({
  // another first segment is no locale: false makes the router try the other routes (e.g. a custom page's slug)
  params: { parse: (params) => (isLocaleSegment(params.locale) ? params : false) },
});
