/** @file Service detail page: enterprise architecture (imports only its own content module, so its chunk stays small). */
import { ENTERPRISE_ARCHITECTURE } from "../../content/service-details/enterprise-architecture";
import { ServiceDetailPage } from "./service-detail-page";

export function EnterpriseArchitecturePage() {
  return <ServiceDetailPage detail={ENTERPRISE_ARCHITECTURE} />;
}
