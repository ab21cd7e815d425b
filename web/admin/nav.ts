/**
 * @file The admin sidebar: every entry of the spec's table (section 2, Admin shell) with the permission it needs,
 * plus the screens DESIGN.md adds (messages, audit log). An entry shows only when the user holds its permission
 * and its route exists in the route tree, so a new screen appears as soon as its route file is created.
 * The same permission must guard the route itself (`requirePermission` in its `beforeLoad`).
 */

import type { PermissionName } from "../../common/permissions";

export interface NavEntry {
  label: string;
  to: string;
  /** Needed to see the entry and enter the screen; undefined = every signed-in staff member. */
  permission?: PermissionName;
  /** A live figure beside the label (the inbox's unread count). */
  counter?: "unread-contact-messages";
}

export const NAV_ENTRIES: NavEntry[] = [
  { label: "Dashboard", to: "/admin" },
  { label: "Seiten", to: "/admin/pages", permission: "pages.view" },
  { label: "Team", to: "/admin/team", permission: "team.view" },
  { label: "Events", to: "/admin/events", permission: "events.view" },
  { label: "Blog", to: "/admin/blog", permission: "blog.view" },
  { label: "AI Content", to: "/admin/ai-content", permission: "blog.create" },
  { label: "Assets", to: "/admin/assets", permission: "assets.view" },
  { label: "Analytics", to: "/admin/analytics", permission: "analytics.view" },
  { label: "Nachrichten", to: "/admin/messages", permission: "contact.view", counter: "unread-contact-messages" },
  { label: "Übersetzungen", to: "/admin/translations" },
  { label: "Übersetzungsstand", to: "/admin/translation-status" },
  { label: "Benutzer", to: "/admin/users", permission: "users.view" },
  { label: "Rollen", to: "/admin/roles", permission: "roles.view" },
  { label: "Weiterleitungen", to: "/admin/redirects", permission: "redirects.manage" },
  { label: "Papierkorb", to: "/admin/trash" },
  { label: "Sicherung", to: "/admin/backups", permission: "backups.manage" },
  { label: "Audit-Log", to: "/admin/audit", permission: "audit.view" },
  { label: "Diagnostics", to: "/admin/diagnostics" },
  { label: "Settings", to: "/admin/settings", permission: "settings.view" },
];
