/** @file Service detail page: software development (imports only its own content module, so its chunk stays small). */
import { SOFTWARE_DEVELOPMENT } from "../../content/service-details/software-development";
import { ServiceDetailPage } from "./service-detail-page";

export function SoftwareDevelopmentPage() {
  return <ServiceDetailPage detail={SOFTWARE_DEVELOPMENT} />;
}
