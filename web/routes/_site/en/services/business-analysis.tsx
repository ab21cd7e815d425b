/** @file Service: business analysis (English). */
import { createFileRoute } from "@tanstack/react-router";
import { BusinessAnalysisPage } from "../../../../pages/services/business-analysis-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/en/services/business-analysis")({
  head: serviceHead("businessAnalysis", "en"),
  component: BusinessAnalysisPage,
});
