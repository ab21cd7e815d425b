/** @file Service: business analysis (English). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../../seo/head";
import { BusinessAnalysisPage } from "../../../../pages/services/business-analysis-page";

export const Route = createFileRoute("/_site/en/services/business-analysis")({
  head: serviceHead("businessAnalysis", "en"),
  component: BusinessAnalysisPage,
});
