/** @file Service detail page: project management (imports only its own content module, so its chunk stays small). */
import { PROJECT_MANAGEMENT } from "../../content/service-details/project-management";
import { ServiceDetailPage } from "./service-detail-page";

export function ProjectManagementPage() {
  return <ServiceDetailPage detail={PROJECT_MANAGEMENT} />;
}
