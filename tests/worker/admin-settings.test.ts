import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SETTING_KEYS } from "../../common/settings";
import { call, edit, json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";

beforeAll(seed);

describe("GET /api/admin/settings", () => {
  it("lists every key with its value (viewer may read)", async () => {
    const res = await call(await sessionAs("viewer"), "GET", "/api/admin/settings");
    expect(res.status).toBe(200);
    const { settings: rows, version } = await json<{ settings: { key: string; value: string }[]; version: number }>(res);
    expect(version).toBe(0);
    expect(rows.map((r) => r.key).sort()).toEqual([...SETTING_KEYS].sort());
    expect(rows.find((r) => r.key === "max_events_homepage")!.value).toBe("3");
  });
});

describe("PUT /api/admin/settings", () => {
  it("saves only the changed keys, audits them, and the public settings show them", async () => {
    const admin = await sessionAs("admin");
    const res = await edit(admin, "PUT", "/api/admin/settings", {
      site_name: "Neue Firma GmbH",
      show_events_on_homepage: "true",
      max_events_homepage: "5",
    });
    expect(res.status).toBe(200);
    const pub = await json<{ key: string; value: string }[]>(await request("/api/settings"));
    const map = Object.fromEntries(pub.map((r) => [r.key, r.value]));
    expect(map).toMatchObject({
      site_name: "Neue Firma GmbH",
      show_events_on_homepage: "true",
      max_events_homepage: "5",
      contact_phone: "+49 89 1234 5670",
    });
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE entity = 'settings' ORDER BY id DESC").first<{
      details: string;
    }>();
    expect(JSON.parse(audit!.details)).toEqual({ site_name: "Neue Firma GmbH", show_events_on_homepage: "true", max_events_homepage: "5" });
  });

  it("enforces every rule: counts 1..10, flags 'true'/'false', e-mail, phone, required name, no unknown keys", async () => {
    const admin = await sessionAs("admin");
    const bad = [
      { max_events_homepage: "0" },
      { max_blog_posts_homepage: "11" },
      { max_events_homepage: "3.5" },
      { show_blog_on_homepage: "yes" },
      { contact_email: "kein-mail" },
      { contact_phone: "<script>" },
      { site_name: "  " },
      { unknown_key: "x" },
      {},
    ];
    for (const body of bad) expect((await edit(admin, "PUT", "/api/admin/settings", body)).status, JSON.stringify(body)).toBe(400);
    const { settings: rows } = await json<{ settings: { key: string; value: string }[] }>(await call(admin, "GET", "/api/admin/settings"));
    expect(rows.find((r) => r.key === "contact_email")!.value).toBe("kontakt@example.com");
  });

  it("needs settings.edit: an editor gets 403 and nothing changes", async () => {
    const editor = await sessionAs("editor");
    expect((await edit(editor, "PUT", "/api/admin/settings", { site_name: "Editor GmbH" })).status).toBe(403);
    expect((await call(null, "GET", "/api/admin/settings")).status).toBe(401);
  });
});
