/** @file The permission catalogue (`area.action`) and the seeded roles' permission sets (DESIGN.md, decisions). */

export const PERMISSIONS = {
  "blog.view": "Blog-Posts ansehen",
  "blog.create": "Blog-Posts erstellen",
  "blog.edit": "Blog-Posts bearbeiten",
  "blog.delete": "Blog-Posts löschen",
  "blog.publish": "Blog-Posts veröffentlichen",
  "team.view": "Team ansehen",
  "team.create": "Team-Mitglieder erstellen",
  "team.edit": "Team-Mitglieder bearbeiten",
  "team.delete": "Team-Mitglieder löschen",
  "events.view": "Events ansehen",
  "events.create": "Events erstellen",
  "events.edit": "Events bearbeiten",
  "events.delete": "Events löschen",
  "homepage.view": "Startseite ansehen",
  "homepage.edit": "Startseite bearbeiten",
  "settings.view": "Einstellungen ansehen",
  "settings.edit": "Einstellungen bearbeiten",
  "pages.view": "Seiten ansehen",
  "pages.create": "Seiten erstellen",
  "pages.edit": "Seiten bearbeiten",
  "pages.delete": "Seiten löschen",
  "analytics.view": "Analytics ansehen",
  "users.view": "Benutzer ansehen",
  "users.create": "Benutzer erstellen",
  "users.edit": "Benutzer bearbeiten",
  "users.delete": "Benutzer löschen",
  "roles.view": "Rollen ansehen",
  "roles.manage": "Rollen verwalten",
  "assets.view": "Assets ansehen",
  "assets.manage": "Assets hochladen, bearbeiten und löschen",
  "translations.edit": "Übersetzungen bearbeiten",
  "contact.view": "Kontaktanfragen ansehen",
  "contact.manage": "Kontaktanfragen bearbeiten und löschen",
  "ai.use": "AI-Generierung nutzen",
  "audit.view": "Audit-Log ansehen",
  "trash.purge": "Papierkorb: Einträge endgültig löschen",
  "redirects.manage": "Weiterleitungen und 404-Log verwalten",
  "redirects.external": "Weiterleitungen auf andere Websites und von der Startseite (/, /en) anlegen",
  "backups.manage": "Sicherungen ansehen, herunterladen, starten und Datensätze daraus wiederherstellen",
} as const;

export type PermissionName = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[];

/** The resource a permission belongs to (used for grouping in the role editor). */
export const resourceOf = (name: string) => name.split(".")[0];

const viewsFor = (excluded: string[]) => PERMISSION_NAMES.filter((p) => p.endsWith(".view") && !excluded.includes(resourceOf(p)));

const staffOnly = ["users", "roles", "audit", "backups"];

export const ADMIN_ROLE = "admin";
export const DEFAULT_ROLE = "viewer";

export const SEEDED_ROLES: Record<string, { description: string; permissions: PermissionName[] }> = {
  admin: { description: "Vollzugriff auf alle Bereiche", permissions: PERMISSION_NAMES },
  editor: {
    description: "Inhalte ansehen, erstellen und bearbeiten",
    permissions: [
      ...viewsFor(staffOnly),
      ...(["blog", "team", "events", "pages"] as const).flatMap((r) => [`${r}.create`, `${r}.edit`] as PermissionName[]),
      "homepage.edit",
      "assets.manage",
      "translations.edit",
      "ai.use",
      "contact.view",
      // slugs change in the editors: editors keep the addresses working; purging the trash stays with admins, and so
      // do redirects that lead off the site or take the home page away (redirects.external, issue 44)
      "redirects.manage",
    ],
  },
  viewer: { description: "Inhalte nur ansehen", permissions: viewsFor(staffOnly) },
};
