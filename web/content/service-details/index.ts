/**
 * @file Lookup of the five service detail pages by id. Importing this pulls in all five; a route that shows one
 * service should import that service's module directly.
 */
import type { ServiceDetail, ServiceId } from "../types";
import { BUSINESS_ANALYSIS } from "./business-analysis";
import { DATA_ANALYTICS } from "./data-analytics";
import { ENTERPRISE_ARCHITECTURE } from "./enterprise-architecture";
import { PROJECT_MANAGEMENT } from "./project-management";
import { SOFTWARE_DEVELOPMENT } from "./software-development";

export const SERVICE_DETAILS: Record<ServiceId, ServiceDetail> = {
  "business-analysis": BUSINESS_ANALYSIS,
  "software-development": SOFTWARE_DEVELOPMENT,
  "enterprise-architecture": ENTERPRISE_ARCHITECTURE,
  "project-management": PROJECT_MANAGEMENT,
  "data-analytics": DATA_ANALYTICS,
};
