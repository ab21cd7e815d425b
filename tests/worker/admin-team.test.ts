import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";

beforeAll(seed);

const member = (over: Record<string, unknown> = {}) => ({
  name: "Zoe Zimmermann",
  email: "Zoe@Example.com",
  position: "Data Engineer",
  position_en: "Data engineer",
  bio: "Baut Datenplattformen.",
  image_url: "/images/team/zoe.svg",
  linkedin_url: "",
  expertise: ["Spark", " dbt ", "", "Spark"],
  expertise_en: ["Data platforms"],
  available: false,
  current_project: "Data Lake Bank",
  available_from: "2027-03-01",
  ...over,
});

describe("POST /api/admin/team", () => {
  it("creates a member (normalised), records an audit row, and the public team shows it", async () => {
    const admin = await sessionAs("admin");
    const res = await call(admin, "POST", "/api/admin/team", member());
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({
      name: "Zoe Zimmermann",
      email: "zoe@example.com",
      expertise: ["Spark", "dbt"],
      expertise_en: ["Data platforms"],
      linkedin_url: null,
      available: false,
      active: true,
    });
    const audit = await env.DB.prepare("SELECT action, entity FROM audit_log WHERE entity = 'team_member' ORDER BY id DESC").first();
    expect(audit).toEqual({ action: "create", entity: "team_member" });
    const publicTeam = await json<{ name: string }[]>(await request("/api/team"));
    expect(publicTeam.map((m) => m.name)).toContain("Zoe Zimmermann");
  });

  it("refuses invalid input with field errors and writes nothing", async () => {
    const admin = await sessionAs("admin");
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM team_members").first<{ n: number }>())!.n;
    const res = await call(
      admin,
      "POST",
      "/api/admin/team",
      member({ email: "nope", image_url: "javascript:alert(1)", expertise: [], name: " " }),
    );
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(Object.keys(body.details.fields).sort()).toEqual(["email", "expertise", "image_url", "name"]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM team_members").first<{ n: number }>())!.n).toBe(before);
  });

  it("needs a session (401) and team.create (403 for a viewer)", async () => {
    expect((await call(null, "POST", "/api/admin/team", member())).status).toBe(401);
    const viewer = await sessionAs("viewer");
    expect((await call(viewer, "POST", "/api/admin/team", member())).status).toBe(403);
  });
});

describe("GET /api/admin/team", () => {
  it("pages on the server with the total in X-Total-Count and searches", async () => {
    const viewer = await sessionAs("viewer");
    const res = await call(viewer, "GET", "/api/admin/team?per_page=2&page=1");
    expect(res.status).toBe(200);
    const total = Number(res.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(5);
    expect((await json<unknown[]>(res)).length).toBe(2);
    const found = await json<{ name: string }[]>(await call(viewer, "GET", "/api/admin/team?q=berger"));
    expect(found.map((m) => m.name)).toEqual(["Andreas Berger"]);
    expect((await call(viewer, "GET", "/api/admin/team?per_page=0")).status).toBe(400);
  });
});

describe("PUT and DELETE /api/admin/team/:id", () => {
  it("updates a member and sets updated_at; an inactive member leaves the public team", async () => {
    const admin = await sessionAs("admin");
    const created = await json(await call(admin, "POST", "/api/admin/team", member({ name: "Yvonne Yilmaz" })));
    const res = await edit(
      admin,
      "PUT",
      `/api/admin/team/${created.id}`,
      member({ name: "Yvonne Yilmaz", active: false, position: "Lead" }),
    );
    expect(res.status).toBe(200);
    const updated = await json(res);
    expect(updated.position).toBe("Lead");
    expect(updated.updated_at >= created.updated_at).toBe(true);
    const publicTeam = await json<{ name: string }[]>(await request("/api/team"));
    expect(publicTeam.map((m) => m.name)).not.toContain("Yvonne Yilmaz");
  });

  it("answers 404 for an unknown id, 400 for a bad id, 403 for an editor deleting", async () => {
    const admin = await sessionAs("admin");
    expect((await edit(admin, "PUT", "/api/admin/team/999999", member())).status).toBe(404);
    expect((await call(admin, "DELETE", "/api/admin/team/999999")).status).toBe(404);
    expect((await call(admin, "GET", "/api/admin/team/abc")).status).toBe(400);
    const created = await json(await call(admin, "POST", "/api/admin/team", member({ name: "Xaver X" })));
    const editor = await sessionAs("editor");
    expect((await call(editor, "DELETE", `/api/admin/team/${created.id}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/admin/team/${created.id}`)).status).toBe(204);
    expect((await call(admin, "GET", `/api/admin/team/${created.id}`)).status).toBe(404);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'team_member' AND entity_id = ? ORDER BY id DESC")
      .bind(String(created.id))
      .first();
    expect(audit).toEqual({ action: "delete" });
  });
});
