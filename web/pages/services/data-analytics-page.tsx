/** @file Service detail page: data analytics (imports only its own content module, so its chunk stays small). */
import { DATA_ANALYTICS } from "../../content/service-details/data-analytics";
import { ServiceDetailPage } from "./service-detail-page";

export function DataAnalyticsPage() {
  return <ServiceDetailPage detail={DATA_ANALYTICS} />;
}
