/** @file Service: enterprise architecture (English). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../../seo/head";
import { EnterpriseArchitecturePage } from "../../../../pages/services/enterprise-architecture-page";

export const Route = createFileRoute("/_site/en/services/enterprise-architecture")({
  head: serviceHead("enterpriseArchitecture", "en"),
  component: EnterpriseArchitecturePage,
});
