import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { inDays, request, seed } from "./helpers";

beforeAll(seed);

const event = (over: Record<string, unknown> = {}) => ({
  title: "Dinner & Digital: KI im Mittelstand",
  title_en: "Dinner & Digital: AI for mid-sized companies",
  description: "Abend mit Vorträgen.",
  description_en: "An evening of talks.",
  event_date: inDays(10),
  event_time: "18:30 – 22:00",
  location: "München",
  max_participants: "25",
  event_type: "own",
  status: "upcoming",
  image_url: "",
  ...over,
});

describe("POST /api/admin/events", () => {
  it("creates an event with its English fields and audits it", async () => {
    const admin = await sessionAs("admin");
    const res = await call(admin, "POST", "/api/admin/events", event());
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({ max_participants: 25, title_en: "Dinner & Digital: AI for mid-sized companies", image_url: null });
    expect(
      await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'event' AND details LIKE '%KI im Mittelstand%'").first(),
    ).toEqual({ action: "create" });
  });

  it("refuses max participants below 1, unknown types and statuses, impossible dates", async () => {
    const admin = await sessionAs("admin");
    const res = await call(
      admin,
      "POST",
      "/api/admin/events",
      event({ max_participants: 0, event_type: "party", status: "done", event_date: "2027-02-30", location: "" }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).details.fields).sort()).toEqual([
      "event_date",
      "event_type",
      "location",
      "max_participants",
      "status",
    ]);
    expect((await call(admin, "POST", "/api/admin/events", event({ max_participants: "abc" }))).status).toBe(400);
  });

  it("takes an online address and a price for the structured data; refuses a negative price and a non-web address", async () => {
    const admin = await sessionAs("admin");
    const res = await call(
      admin,
      "POST",
      "/api/admin/events",
      event({ location: "Online", online_url: "https://events.example/live", price_eur: 49.5 }),
    );
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ online_url: "https://events.example/live", price_eur: 49.5 });
    const free = await json(await call(admin, "POST", "/api/admin/events", event({ online_url: "", price_eur: null })));
    expect(free).toMatchObject({ online_url: null, price_eur: null });
    const bad = await call(admin, "POST", "/api/admin/events", event({ online_url: "/events/live", price_eur: -1 }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).details.fields).sort()).toEqual(["online_url", "price_eur"]);
    const text = await call(admin, "POST", "/api/admin/events", event({ price_eur: "49,90" }));
    expect((await json(text)).details.fields.price_eur).toEqual(["Bitte einen Betrag in Euro angeben, z. B. 49 oder 49,90"]);
  });

  it("needs events.create", async () => {
    expect((await call(await sessionAs("viewer"), "POST", "/api/admin/events", event())).status).toBe(403);
    expect((await call(await sessionAs("editor"), "POST", "/api/admin/events", event())).status).toBe(201);
  });
});

describe("GET /api/events (public)", () => {
  it("lists upcoming events only (not past, not closed), soonest first, with ?limit", async () => {
    const admin = await sessionAs("admin");
    await call(admin, "POST", "/api/admin/events", event({ title: "Vergangen", event_date: inDays(-3) }));
    await call(admin, "POST", "/api/admin/events", event({ title: "Geschlossen", status: "closed" }));
    await call(admin, "POST", "/api/admin/events", event({ title: "Morgen", event_date: inDays(1) }));
    const list = await json<{ title: string; event_date: string }[]>(await request("/api/events"));
    const titles = list.map((e) => e.title);
    expect(titles).toContain("Morgen");
    expect(titles).not.toContain("Vergangen");
    expect(titles).not.toContain("Geschlossen");
    expect(list.map((e) => e.event_date)).toEqual([...list.map((e) => e.event_date)].sort());
    expect((await json<unknown[]>(await request("/api/events?limit=1"))).length).toBe(1);
    expect((await request("/api/events?limit=0")).status).toBe(400);
  });
});

describe("PUT/DELETE /api/admin/events/:id", () => {
  it("updates and deletes; 404 for unknown ids; delete needs events.delete", async () => {
    const admin = await sessionAs("admin");
    const created = await json(await call(admin, "POST", "/api/admin/events", event({ title: "Zum Ändern" })));
    const updated = await edit(admin, "PUT", `/api/admin/events/${created.id}`, event({ title: "Geändert", status: "full" }));
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({ title: "Geändert", status: "full" });
    expect((await edit(admin, "PUT", "/api/admin/events/424242", event())).status).toBe(404);
    expect((await call(await sessionAs("editor"), "DELETE", `/api/admin/events/${created.id}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/admin/events/${created.id}`)).status).toBe(204);
    expect((await call(admin, "DELETE", `/api/admin/events/${created.id}`)).status).toBe(404);
  });
});

describe("GET /api/admin/events with 1,000 rows", () => {
  it("answers one page quickly with the total", async () => {
    const statements = Array.from({ length: 1000 }, (_, i) =>
      env.DB.prepare("INSERT INTO events (title, event_date, location) VALUES (?, ?, ?)").bind(
        `Massen-Event ${i}`,
        inDays(i % 300),
        "Online",
      ),
    );
    await env.DB.batch(statements);
    const admin = await sessionAs("admin");
    const started = Date.now();
    const res = await call(admin, "GET", "/api/admin/events?per_page=50&page=3&q=massen");
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("1000");
    expect((await json<unknown[]>(res)).length).toBe(50);
    expect(ms).toBeLessThan(500);
  });
});
