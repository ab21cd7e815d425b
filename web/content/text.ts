/** @file Helper for built-in copy: fill in the company name (the `site_name` setting). */

/** The placeholder for the company name inside built-in copy. */
const COMPANY_TOKEN = "{company}";

/** Replaces every `{company}` in a text with the configured company name. */
export function withCompany(text: string, companyName: string): string {
  return text.includes(COMPANY_TOKEN) ? text.split(COMPANY_TOKEN).join(companyName) : text;
}
