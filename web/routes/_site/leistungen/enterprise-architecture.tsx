/** @file Service: enterprise architecture (German). */
import { createFileRoute } from "@tanstack/react-router";
import { EnterpriseArchitecturePage } from "../../../pages/services/enterprise-architecture-page";
import { serviceHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/leistungen/enterprise-architecture")({
  head: serviceHead("enterpriseArchitecture", "de"),
  component: EnterpriseArchitecturePage,
});
