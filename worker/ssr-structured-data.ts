/**
 * @file The structured data only the server renders: Person and Event JSON-LD of the team and home pages
 * (web/seo/structured-data.ts), added to the rendered page's head. Crawlers read this HTML; the builders stay out of
 * the public JavaScript (its budget, tests/e2e/budgets.test.ts). React leaves these extra tags in <head> alone when it
 * hydrates (it skips tags it did not render there).
 */
import { pageJsonLd } from "../web/seo/structured-data";

type Matches = Parameters<typeof pageJsonLd>[0];

/** `<` escaped, so no text inside the data can close the script element. */
const jsonLdTag = (data: object) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

export function withServerJsonLd(html: string, matches: Matches): string {
  const blocks = pageJsonLd(matches);
  return blocks.length ? html.replace("</head>", `${blocks.map(jsonLdTag).join("")}</head>`) : html;
}
