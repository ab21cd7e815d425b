/** @file Service: business analysis (German). */
import { createFileRoute } from "@tanstack/react-router";
import { BusinessAnalysisPage } from "../../../pages/services/business-analysis-page";
import { serviceHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/leistungen/business-analyse")({
  head: serviceHead("businessAnalysis", "de"),
  component: BusinessAnalysisPage,
});
