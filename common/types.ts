/** @file Record types as the API sends them (snake_case, straight from the drizzle schema). */
export type {
  TeamMember,
  Event,
  BlogPost,
  Page,
  PageSection,
  PageTranslation,
  Translation,
  Asset,
  ContactMessage,
  AiGeneratedContent,
} from "../worker/db/schema/content";

export interface SettingRow {
  key: string;
  value: string;
}

/** Admin API answers (contracts documented beside the schemas). */
export type { AdminUserRecord, AdminUserCreated, RoleOption } from "./schemas/users";
export type { RoleRecord, PermissionRecord, PermissionGroup } from "./schemas/roles";
export type { DashboardResponse, DashboardTile, DiagnosticsResponse, DiagnosticCheck, AuditPage, AuditEntryRecord } from "./schemas/admin";
