/**
 * Issue 44: redirects and URL-or-path fields stay on the site. `//host`, backslashes (raw or `%5C`) and control
 * characters are refused as redirect paths and as team members' image_url / linkedin_url (400 validation_failed); an
 * external target and the home page as a source need redirects.external (admins only, 403 permission_missing).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { contentChanged, request, seed } from "./helpers";

beforeAll(seed);

let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
  editor = await sessionAs("editor");
});

/** Each leads off the site in a browser (or reads so once decoded). */
const OFF_SITE = [
  "//evil.example",
  "//evil.example/",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%255Cevil.example",
  "/%2F%2Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
];

const uid = () => crypto.randomUUID().slice(0, 8);
const add = (cookie: string, body: Record<string, unknown>) => call(cookie, "POST", "/api/admin/redirects", body);
const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM redirects").first<{ n: number }>())!.n;

async function expectFieldError(res: Response, field: string) {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(400);
  const body = await json(res);
  expect(body.code).toBe("validation_failed");
  expect(body.details.fields[field]?.[0]).toMatch(/Pfad|Adresse|URL/);
}

describe("redirect paths stay on the site", () => {
  it("refuses off-site targets with 400 validation_failed for admins and editors alike, and stores nothing", async () => {
    const before = await count();
    for (const target of OFF_SITE) {
      // the reported attack: the home page to another host (as an admin, so only the path rule can stop it)
      await expectFieldError(await add(admin, { from_path: "/", to_path: target, status: 302 }), "to_path");
      await expectFieldError(await add(editor, { from_path: `/alt-${uid()}`, to_path: target, status: 301 }), "to_path");
    }
    expect(await count()).toBe(before);
    await contentChanged();
    const home = await request("/", { redirect: "manual" });
    expect([home.status, home.headers.get("location")]).toEqual([200, null]);
  });

  it("refuses off-site source paths", async () => {
    for (const from of OFF_SITE.filter((p) => p.startsWith("/")))
      await expectFieldError(await add(admin, { from_path: from, to_path: "/ziel", status: 301 }), "from_path");
  });

  it("refuses an off-site target on update too", async () => {
    const row = await json(await add(editor, { from_path: `/alt-${uid()}`, to_path: "/neu", status: 301 }));
    await expectFieldError(
      await call(editor, "PUT", `/api/admin/redirects/${row.id}`, { from_path: row.from_path, to_path: "/%5Cevil.example", status: 301 }),
      "to_path",
    );
  });

  it("still takes site paths (with query, fragment and encoded letters) and serves them", async () => {
    for (const target of ["/kontakt", "/blog/%C3%BCber-uns", "/leistungen?x=1#team", "/en/about"]) {
      const from = `/alt-${uid()}`;
      const res = await add(editor, { from_path: from, to_path: target, status: 301 });
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      expect((await json(res)).to_path).toBe(target);
      const hop = await request(from, { redirect: "manual" });
      expect([hop.status, hop.headers.get("location")]).toEqual([301, target]);
    }
  });

  it("does not follow an off-site target stored before the rule: the path answers as if it had none", async () => {
    for (const [i, target] of ["//evil.example/", "/\\evil.example", "/%5Cevil.example"].entries()) {
      const from = i === 0 ? "/" : `/alt-${uid()}`;
      await env.DB.prepare("INSERT INTO redirects (from_path, to_path, status) VALUES (?, ?, 302)").bind(from, target).run();
      await contentChanged();
      const res = await request(from, { redirect: "manual" });
      expect(res.headers.get("location")).toBeNull();
      expect(res.status).toBe(i === 0 ? 200 : 404);
      await env.DB.prepare("DELETE FROM redirects WHERE from_path = ?").bind(from).run();
    }
  });
});

describe("redirects.external", () => {
  it("is seeded for the admin role only", async () => {
    const holders = await env.DB.prepare(
      "SELECT r.name FROM role_permissions rp JOIN roles r ON r.id = rp.role_id JOIN permissions p ON p.id = rp.permission_id WHERE p.name = 'redirects.external'",
    ).all<{ name: string }>();
    expect(holders.results.map((r) => r.name)).toEqual(["admin"]);
  });

  it("an editor cannot send visitors to another site (403 permission_missing); an admin can", async () => {
    const before = await count();
    for (const target of ["https://other.example/x", "HTTP://other.example"]) {
      const refused = await add(editor, { from_path: `/alt-${uid()}`, to_path: target, status: 302 });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ code: "permission_missing", details: { permission: "redirects.external" } });
    }
    expect(await count()).toBe(before);

    const from = `/alt-${uid()}`;
    const made = await add(admin, { from_path: from, to_path: "https://other.example/x", status: 302 });
    expect(made.status).toBe(201);
    const hop = await request(from, { redirect: "manual" });
    expect([hop.status, hop.headers.get("location")]).toEqual([302, "https://other.example/x"]);

    // the editor can neither point an own redirect off the site nor move the admin's to another source
    const own = await json(await add(editor, { from_path: `/alt-${uid()}`, to_path: "/neu", status: 301 }));
    const put = (id: number, body: unknown) => call(editor, "PUT", `/api/admin/redirects/${id}`, body);
    expect((await put(own.id, { from_path: own.from_path, to_path: "https://other.example/", status: 301 })).status).toBe(403);
    const theirs = await json(made);
    expect((await put(theirs.id, { from_path: `/alt-${uid()}`, to_path: "https://other.example/x", status: 302 })).status).toBe(403);
    // but may take it off the site's map: a path, a 410, or deleting it
    expect((await put(theirs.id, { from_path: from, to_path: "/kontakt", status: 301 })).status).toBe(200);
    expect((await call(editor, "DELETE", `/api/admin/redirects/${theirs.id}`)).status).toBe(204);
  });

  it("the home page as a source: 403 for an editor (also /en and a 410), allowed for an admin", async () => {
    for (const body of [
      { from_path: "/", to_path: "/kontakt", status: 301 },
      { from_path: "/en", to_path: "/en/contact", status: 301 },
      { from_path: "/en/", to_path: "/kontakt", status: 302 },
      { from_path: "/", status: 410 },
    ]) {
      const res = await add(editor, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(await json(res)).toMatchObject({ code: "permission_missing", details: { permission: "redirects.external" } });
    }
    const own = await json(await add(editor, { from_path: `/alt-${uid()}`, to_path: "/neu", status: 301 }));
    const moved = await call(editor, "PUT", `/api/admin/redirects/${own.id}`, { from_path: "/", to_path: "/neu", status: 301 });
    expect(moved.status).toBe(403);

    const home = await add(admin, { from_path: "/", to_path: "/kontakt", status: 302 });
    expect(home.status).toBe(201);
    await contentChanged();
    expect((await request("/", { redirect: "manual" })).headers.get("location")).toBe("/kontakt");
    expect((await call(admin, "DELETE", `/api/admin/redirects/${(await json(home)).id}`)).status).toBe(204);
    await contentChanged();
    expect((await request("/", { redirect: "manual" })).status).toBe(200);
  });
});

describe("URL-or-path fields (team members' image_url and linkedin_url)", () => {
  const member = (over: Record<string, unknown> = {}) => ({
    name: "Yara Yilmaz",
    email: `yara-${uid()}@example.com`,
    position: "Beraterin",
    bio: "Berät.",
    image_url: "/images/team/yara.svg",
    linkedin_url: "",
    expertise: ["BI"],
    ...over,
  });

  it("refuses off-site paths with 400 validation_failed on create and update", async () => {
    for (const bad of OFF_SITE) {
      await expectFieldError(await call(admin, "POST", "/api/admin/team", member({ image_url: bad })), "image_url");
      await expectFieldError(await call(admin, "POST", "/api/admin/team", member({ linkedin_url: bad })), "linkedin_url");
    }
    for (const bad of ["https://evil.example\\@www.linkedin.com/", "https://www.linkedin.com/in/%5Cx"])
      await expectFieldError(await call(admin, "POST", "/api/admin/team", member({ linkedin_url: bad })), "linkedin_url");

    const created = await call(admin, "POST", "/api/admin/team", member());
    expect(created.status).toBe(201);
    const { id } = await json(created);
    await expectFieldError(await edit(admin, "PUT", `/api/admin/team/${id}`, member({ image_url: "/\\evil.example" })), "image_url");
    await expectFieldError(await edit(admin, "PUT", `/api/admin/team/${id}`, member({ linkedin_url: "//evil.example" })), "linkedin_url");
  });

  it("still takes site paths and https addresses", async () => {
    const res = await call(
      admin,
      "POST",
      "/api/admin/team",
      member({ image_url: "/media/abc%20def.jpg", linkedin_url: "https://www.linkedin.com/in/yara-yilmaz/" }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    expect(await json(res)).toMatchObject({
      image_url: "/media/abc%20def.jpg",
      linkedin_url: "https://www.linkedin.com/in/yara-yilmaz/",
    });
    const external = await call(admin, "POST", "/api/admin/team", member({ image_url: "https://images.example.com/yara.jpg" }));
    expect(external.status).toBe(201);
  });
});
