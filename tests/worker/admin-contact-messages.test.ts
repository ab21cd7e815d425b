/** The staff inbox API /api/admin/contact-messages: list with filter, search and paging; open marks read; status, spam, delete; audit rows; permissions. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContactInboxSummary, ContactMessageRecord } from "../../common/schemas/contact-messages";
import { postContact, validBody } from "./contact-helpers";
import { api, createRole, createStaff, seed, sessionCookie } from "./helpers";

const BASE_PATH = "/api/admin/contact-messages";
const cookies: Record<string, string> = {};

beforeAll(async () => {
  await seed();
  for (const role of ["viewer", "editor", "admin"]) cookies[role] = await sessionCookie((await createStaff(role)).id);
  cookies.none = await sessionCookie((await createStaff(await createRole(["blog.view"]))).id);
});

async function send(extra: Record<string, unknown> = {}) {
  const body = validBody(extra);
  expect((await postContact(body)).status).toBe(201);
  const row = await env.DB.prepare("SELECT id FROM contact_messages WHERE email = ?").bind(body.email).first<{ id: number }>();
  return { ...body, id: row!.id };
}

const audit = async (id: number) =>
  (
    await env.DB.prepare("SELECT action, details FROM audit_log WHERE entity = 'contact_message' AND entity_id = ? ORDER BY id")
      .bind(String(id))
      .all<{ action: string; details: string }>()
  ).results;

describe("GET /api/admin/contact-messages", () => {
  it("lists newest first with a preview, the total in X-Total-Count and each message's deletion date", async () => {
    const first = await send({ subject: "Erste Anfrage" });
    const second = await send({ subject: "Zweite Anfrage", message: "x".repeat(1000) });
    const res = await api(cookies.viewer, "GET", `${BASE_PATH}?per_page=2`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    const rows = (await res.json()) as ContactMessageRecord[];
    expect(rows.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(rows[0].message.length).toBe(300);
    expect(Date.parse(rows[0].delete_after) - Date.parse(rows[0].created_at)).toBe(7 * 86_400_000);
    expect(rows[0]).not.toHaveProperty("notify_error");
  });

  it("filters by status and searches name, e-mail, subject and text", async () => {
    const needle = await send({ subject: `Nadel ${crypto.randomUUID()}` });
    const found = (await (
      await api(cookies.viewer, "GET", `${BASE_PATH}?q=${encodeURIComponent(needle.subject)}`)
    ).json()) as ContactMessageRecord[];
    expect(found.map((r) => r.id)).toEqual([needle.id]);
    await api(cookies.viewer, "PATCH", `${BASE_PATH}/${needle.id}`, { status: "handled" });
    const handled = (await (await api(cookies.viewer, "GET", `${BASE_PATH}?status=handled&per_page=200`)).json()) as ContactMessageRecord[];
    expect(handled.map((r) => r.id)).toContain(needle.id);
    const unread = (await (await api(cookies.viewer, "GET", `${BASE_PATH}?status=unread&per_page=200`)).json()) as ContactMessageRecord[];
    expect(unread.map((r) => r.id)).not.toContain(needle.id);
    expect((await api(cookies.viewer, "GET", `${BASE_PATH}?status=deleted`)).status).toBe(400);
    expect((await api(cookies.viewer, "GET", `${BASE_PATH}?page=0`)).status).toBe(400);
  });

  it("summarises unread messages for the sidebar and the dashboard", async () => {
    const before = (await (await api(cookies.viewer, "GET", `${BASE_PATH}/summary`)).json()) as ContactInboxSummary;
    await send();
    const after = (await (await api(cookies.viewer, "GET", `${BASE_PATH}/summary`)).json()) as ContactInboxSummary;
    expect(after.unread).toBe(before.unread + 1);
    expect(after.retention_days).toBe(7);
  });
});

describe("GET /api/admin/contact-messages/:id", () => {
  it("opens a message in full and marks it read once, with an audit row", async () => {
    const msg = await send({ message: "y".repeat(800) });
    const res = await api(cookies.viewer, "GET", `${BASE_PATH}/${msg.id}`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as ContactMessageRecord;
    expect(record).toMatchObject({ id: msg.id, status: "read", email: msg.email, message: msg.message });
    expect(record.read_at).not.toBeNull();
    await api(cookies.viewer, "GET", `${BASE_PATH}/${msg.id}`);
    expect(await audit(msg.id)).toEqual([{ action: "read", details: JSON.stringify({ status: "read" }) }]);
  });

  it("answers 404 with a code for an unknown id and 400 for a bad one", async () => {
    const res = await api(cookies.viewer, "GET", `${BASE_PATH}/999999`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("not_found");
    expect((await api(cookies.viewer, "GET", `${BASE_PATH}/abc`)).status).toBe(400);
  });
});

describe("PATCH /api/admin/contact-messages/:id", () => {
  it("marks handled, read and unread again; each change is audited without personal data", async () => {
    const msg = await send();
    const handled = (await (
      await api(cookies.editor, "PATCH", `${BASE_PATH}/${msg.id}`, { status: "handled" })
    ).json()) as ContactMessageRecord;
    expect(handled.status).toBe("handled");
    expect(handled.handled_at).not.toBeNull();
    const unread = (await (
      await api(cookies.editor, "PATCH", `${BASE_PATH}/${msg.id}`, { status: "unread" })
    ).json()) as ContactMessageRecord;
    expect(unread).toMatchObject({ status: "unread", read_at: null, handled_at: null });
    const rows = await audit(msg.id);
    expect(rows.map((r) => r.action)).toEqual(["update", "update"]);
    const text = JSON.stringify(await env.DB.prepare("SELECT * FROM audit_log WHERE entity = 'contact_message'").all());
    expect(text).not.toContain(msg.email);
    expect(text).not.toContain(msg.name);
  });

  it("refuses bad bodies with 400 and unknown ids with 404", async () => {
    const msg = await send();
    for (const body of [{}, { status: "deleted" }, { status: "read", extra: 1 }, { spam: "yes" }])
      expect((await api(cookies.admin, "PATCH", `${BASE_PATH}/${msg.id}`, body)).status).toBe(400);
    expect((await api(cookies.admin, "PATCH", `${BASE_PATH}/999999`, { status: "read" })).status).toBe(404);
  });

  it("marking spam needs contact.manage and shortens the deletion to one day", async () => {
    const msg = await send();
    expect((await api(cookies.editor, "PATCH", `${BASE_PATH}/${msg.id}`, { spam: true })).status).toBe(403);
    const res = await api(cookies.admin, "PATCH", `${BASE_PATH}/${msg.id}`, { spam: true });
    const record = (await res.json()) as ContactMessageRecord;
    expect(record.spam).toBe(true);
    expect(Date.parse(record.delete_after) - Date.parse(record.created_at)).toBe(86_400_000);
    const spam = (await (await api(cookies.admin, "GET", `${BASE_PATH}?status=spam`)).json()) as ContactMessageRecord[];
    expect(spam.map((r) => r.id)).toContain(msg.id);
    const inbox = (await (await api(cookies.admin, "GET", `${BASE_PATH}?per_page=200`)).json()) as ContactMessageRecord[];
    expect(inbox.map((r) => r.id)).not.toContain(msg.id);
  });
});

describe("DELETE /api/admin/contact-messages/:id", () => {
  it("needs contact.manage, deletes the row and audits it", async () => {
    const msg = await send();
    expect((await api(cookies.editor, "DELETE", `${BASE_PATH}/${msg.id}`)).status).toBe(403);
    expect((await api(cookies.admin, "DELETE", `${BASE_PATH}/${msg.id}`)).status).toBe(204);
    expect(await env.DB.prepare("SELECT id FROM contact_messages WHERE id = ?").bind(msg.id).first()).toBeNull();
    expect((await audit(msg.id)).map((r) => r.action)).toEqual(["delete"]);
    expect((await api(cookies.admin, "DELETE", `${BASE_PATH}/${msg.id}`)).status).toBe(404);
  });
});

describe("inbox permissions", () => {
  it("needs a session and contact.view", async () => {
    expect((await api(undefined, "GET", BASE_PATH)).status).toBe(401);
    expect((await api(cookies.none, "GET", BASE_PATH)).status).toBe(403);
    expect((await api(cookies.none, "GET", `${BASE_PATH}/summary`)).status).toBe(403);
    expect((await api(cookies.viewer, "GET", BASE_PATH)).status).toBe(200);
  });
});
