/** @file Service: enterprise architecture (English). */
import { createFileRoute } from "@tanstack/react-router";
import { EnterpriseArchitecturePage } from "../../../../pages/services/enterprise-architecture-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/en/services/enterprise-architecture")({
  head: serviceHead("enterpriseArchitecture", "en"),
  component: EnterpriseArchitecturePage,
});
