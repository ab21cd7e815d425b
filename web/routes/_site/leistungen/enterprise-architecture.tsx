/** @file Service: enterprise architecture (German). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../seo/head";
import { EnterpriseArchitecturePage } from "../../../pages/services/enterprise-architecture-page";

export const Route = createFileRoute("/_site/leistungen/enterprise-architecture")({
  head: serviceHead("enterpriseArchitecture", "de"),
  component: EnterpriseArchitecturePage,
});
