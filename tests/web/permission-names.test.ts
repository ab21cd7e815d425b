import { describe, expect, it } from "vitest";
import { requirePermission } from "../../web/admin/guard";
import { can } from "../../web/admin/session";

describe("permission names on the web side", () => {
  const user = { permissions: ["blog.edit"] };

  it("are checked by can() and the route guards, and a misspelt one does not compile", () => {
    expect(can(user, "blog.edit")).toBe(true);
    expect(can(user, undefined)).toBe(true);
    // @ts-expect-error "blog.edti" is no permission name
    expect(can(user, "blog.edti")).toBe(false);
    expect(() => requirePermission(user, "blog.edit")).not.toThrow();
    // @ts-expect-error "blgo.view" is no permission name
    expect(() => requirePermission(user, "blgo.view")).toThrow();
  });

  it("know redirects.external (issue 44), which redirects.manage does not imply", () => {
    expect(can({ permissions: ["redirects.manage"] }, "redirects.external")).toBe(false);
    expect(can({ permissions: ["redirects.manage", "redirects.external"] }, "redirects.external")).toBe(true);
  });
});
