/** @file Service detail page: business analysis (imports only its own content module, so its chunk stays small). */
import { BUSINESS_ANALYSIS } from "../../content/service-details/business-analysis";
import { ServiceDetailPage } from "./service-detail-page";

export function BusinessAnalysisPage() {
  return <ServiceDetailPage detail={BUSINESS_ANALYSIS} />;
}
