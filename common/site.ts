/** @file Company identity defaults (one place); the `site_name` setting overrides the name at run time. */
export const COMPANY = {
  name: "Muster Consulting GmbH",
  shortName: "Muster Consulting",
  email: "kontakt@example.com",
  careersEmail: "karriere@example.com",
  phone: "+49 89 1234 5670",
  themeColor: "#167D88",
} as const;
