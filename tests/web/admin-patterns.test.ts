/** One pattern per admin resource: hierarchical query keys, the blog's status choices, German audit labels, hints. */
import { describe, expect, it } from "vitest";
import { assetKeys, assetListQuery } from "../../web/admin/queries/assets";
import { auditKeys, auditQuery } from "../../web/admin/queries/audit";
import { blogKeys, blogPostsQuery } from "../../web/admin/queries/blog";
import { dashboardKeys } from "../../web/admin/queries/dashboard";
import { diagnosticsKeys } from "../../web/admin/queries/diagnostics";
import { eventKeys, eventListQuery } from "../../web/admin/queries/events";
import { pageKeys, pageQuery } from "../../web/admin/queries/pages";
import { roleKeys } from "../../web/admin/queries/roles";
import { settingsKeys } from "../../web/admin/queries/settings";
import { teamKeys, teamListQuery } from "../../web/admin/queries/team";
import { translationKeys } from "../../web/admin/queries/translations";
import { userKeys } from "../../web/admin/queries/users";
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, actionLabel, detailPairs, recordLabel } from "../../web/admin/screens/audit-labels";
import { slugHint } from "../../web/admin/screens/blog/post-form";
import { statusChoices } from "../../web/admin/screens/blog/status";

describe("admin query keys", () => {
  it("start with 'admin' and nest each resource's queries under its root (one invalidation refreshes them all)", () => {
    const roots = [
      assetKeys,
      auditKeys,
      blogKeys,
      dashboardKeys,
      diagnosticsKeys,
      eventKeys,
      pageKeys,
      roleKeys,
      settingsKeys,
      teamKeys,
      translationKeys,
      userKeys,
    ].map((k) => k.all);
    for (const root of roots) expect(root[0]).toBe("admin");
    expect(new Set(roots.map((r) => r[1])).size).toBe(roots.length);
    const under = (key: readonly unknown[], root: readonly unknown[]) => root.every((part, i) => key[i] === part);
    expect(under(teamListQuery({ page: 2 }).queryKey, teamKeys.all)).toBe(true);
    expect(under(eventListQuery({ q: "x" }).queryKey, eventKeys.all)).toBe(true);
    expect(under(assetListQuery({}).queryKey, assetKeys.all)).toBe(true);
    expect(under(assetKeys.images(), assetKeys.all)).toBe(true);
    expect(under(pageQuery(3).queryKey, pageKeys.all)).toBe(true);
    expect(under(auditQuery(2).queryKey, auditKeys.all)).toBe(true);
    expect(under(translationKeys.categories(), translationKeys.all)).toBe(true);
    expect(under(userKeys.roleOptions(), userKeys.all)).toBe(true);
    expect(blogPostsQuery.queryKey).toEqual(blogKeys.all);
    expect(roleKeys.permissions()[0]).toBe("admin");
    expect(settingsKeys.all).toEqual(["admin", "settings"]);
  });
});

describe("the blog status dropdown (issue 17, item 10)", () => {
  it("offers everything to staff with blog.publish", () => {
    expect(statusChoices("published", true)).toEqual(["draft", "review", "scheduled", "published", "archived"]);
  });

  it("offers a user without blog.publish nothing that takes a post online or offline", () => {
    expect(statusChoices("published", false)).toEqual(["published"]);
    expect(statusChoices("scheduled", false)).toEqual(["scheduled"]);
    expect(statusChoices("draft", false)).toEqual(["draft", "review", "archived"]);
    expect(statusChoices(null, false)).toContain("review");
  });
});

describe("the audit log in German (issue 17, item 12)", () => {
  it("names every action and area the API records", () => {
    for (const action of [
      "create",
      "update",
      "delete",
      "publish",
      "login",
      "login_failed",
      "login_locked",
      "logout",
      "change_password",
      "reset_password",
      "preview-link",
    ])
      expect(AUDIT_ACTION_LABELS[action], action).toMatch(/^[A-ZÄÖÜ]/);
    for (const entity of ["team_member", "blog_post", "admin_user", "role", "page", "event", "asset", "setting", "translation"])
      expect(AUDIT_ENTITY_LABELS[entity], entity).toMatch(/^[A-ZÄÖÜ]/);
    expect(actionLabel("preview-link")).toBe("Preview-Link erstellt");
  });

  it("names a created record by its details when the row has no id, and shows details as German pairs", () => {
    expect(recordLabel({ entity_id: null, details: { name: "Ada" } })).toBe("Ada");
    expect(recordLabel({ entity_id: "7", details: { slug: "hallo" } })).toBe("#7 · hallo");
    expect(recordLabel({ entity_id: null, details: null })).not.toBe("-");
    expect(detailPairs({ email: "a@example.com", active: true })).toEqual([
      ["E-Mail", "a@example.com"],
      ["Aktiv", "ja"],
    ]);
  });
});

describe("the blog slug hint (issue 17, item 12)", () => {
  it("says what an empty slug becomes, never '(aus dem Titel)' as if it were a slug", () => {
    expect(slugHint("", "Größere Datenprojekte")).toBe("Leer lassen für: groessere-datenprojekte");
    expect(slugHint("", "")).not.toContain("Leer lassen für:");
    expect(slugHint("mein-post", "x")).toBe("Adresse: /blog/mein-post");
  });
});
