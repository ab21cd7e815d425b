/** @file Service: business analysis (PAGE_PATHS.businessAnalysis, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { BusinessAnalysisPage } from "../../../../pages/services/business-analysis-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/leistungen/business-analyse")({
  head: serviceHead("businessAnalysis"),
  component: BusinessAnalysisPage,
});
