/** @file Service: enterprise architecture (PAGE_PATHS.enterpriseArchitecture, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { EnterpriseArchitecturePage } from "../../../../pages/services/enterprise-architecture-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/leistungen/enterprise-architecture")({
  head: serviceHead("enterpriseArchitecture"),
  component: EnterpriseArchitecturePage,
});
