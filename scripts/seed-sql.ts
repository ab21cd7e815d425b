/**
 * @file The seed as SQL statements (pure: used by scripts/seed.ts and by the worker tests).
 * Always applied: the permission catalogue, the roles admin/editor/viewer, admin's full permission set and the
 * settings keys with their defaults. Applied once each (recorded in seed_history, so staff deletions stick):
 * default role permissions, the built-in team, the home page record, example blog posts and events.
 */

import { FALLBACK_TEAM } from "../common/built-in-team.ts";
import { ADMIN_ROLE, PERMISSIONS, resourceOf, SEEDED_ROLES } from "../common/permissions.ts";
import { SETTING_DEFAULTS } from "../common/settings.ts";
import { insert, literal } from "./lib/sql.ts";
import { blogPosts, events, HOME_ABOUT_SECTION, HOME_PAGE, HOME_PAGE_EN } from "./seed-data.ts";

export function catalogueStatements(): string[] {
  const sql: string[] = [];
  for (const [name, description] of Object.entries(PERMISSIONS)) {
    sql.push(
      insert(
        "permissions",
        { name, description, resource: resourceOf(name) },
        "ON CONFLICT(name) DO UPDATE SET description = excluded.description, resource = excluded.resource",
      ),
    );
  }
  for (const [name, role] of Object.entries(SEEDED_ROLES)) {
    sql.push(insert("roles", { name, description: role.description }, "ON CONFLICT(name) DO NOTHING"));
  }
  // admin always holds every permission, including ones added to the catalogue later
  sql.push(
    `INSERT OR IGNORE INTO role_permissions (role_id, permission_id) SELECT r.id, p.id FROM roles r CROSS JOIN permissions p WHERE r.name = ${literal(ADMIN_ROLE)};`,
  );
  for (const [key, value] of Object.entries(SETTING_DEFAULTS)) {
    sql.push(insert("site_settings", { key, value }, "ON CONFLICT(key) DO NOTHING"));
  }
  return sql;
}

export const ONE_TIME_PARTS: Record<string, () => string[]> = {
  "role-permissions-v1": () =>
    Object.entries(SEEDED_ROLES)
      .filter(([name]) => name !== ADMIN_ROLE)
      .flatMap(([name, role]) =>
        role.permissions.map(
          (permission) =>
            `INSERT OR IGNORE INTO role_permissions (role_id, permission_id) SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = ${literal(name)} AND p.name = ${literal(permission)};`,
        ),
      ),
  "team-v1": () => FALLBACK_TEAM.map((m) => insert("team_members", m)),
  "home-page-v1": () => [
    insert("pages", HOME_PAGE, "ON CONFLICT(slug) DO NOTHING"),
    `INSERT OR IGNORE INTO page_sections (page_id, ${Object.keys(HOME_ABOUT_SECTION).join(", ")}) SELECT id, ${Object.values(HOME_ABOUT_SECTION).map(literal).join(", ")} FROM pages WHERE slug = 'home';`,
    `INSERT OR IGNORE INTO page_translations (page_id, ${Object.keys(HOME_PAGE_EN).join(", ")}) SELECT id, ${Object.values(HOME_PAGE_EN).map(literal).join(", ")} FROM pages WHERE slug = 'home';`,
  ],
  "blog-v1": () => blogPosts().map((p) => insert("blog_posts", p, "ON CONFLICT(slug) DO NOTHING")),
  "events-v1": () => events().map((e) => insert("events", e)),
};

/** Every statement still to run, given the one-time parts already recorded as done. */
export function seedStatements(done: Set<string>): { statements: string[]; applied: string[] } {
  const statements = catalogueStatements();
  const applied: string[] = [];
  for (const [name, build] of Object.entries(ONE_TIME_PARTS)) {
    if (done.has(name)) continue;
    statements.push(...build(), insert("seed_history", { name }, "ON CONFLICT(name) DO NOTHING"));
    applied.push(name);
  }
  // seeded content and settings may change public pages: advance the content version (worker/lib/content-version.ts)
  statements.push("INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT(id) DO UPDATE SET version = version + 1");
  return { statements, applied };
}
