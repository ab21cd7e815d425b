/** Staff notification of contact messages: sent after storing, failures recorded and retried by the 5-minute cron with back-off; retention. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CRON_DAILY, CRON_FREQUENT } from "../../worker/cron";
import { MAX_NOTIFY_ATTEMPTS, NOTIFY_MAX_PER_HOUR, retryDelayMinutes } from "../../worker/domain/contact/notify";
import worker from "../../worker/index";
import { postContact, storedMessages, validBody } from "./contact-helpers";

afterEach(() => vi.restoreAllMocks());

async function runCron(cron: string, at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at.getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const byEmail = async (email: string) => (await storedMessages()).find((m) => m.email === email)!;

describe("contact notification", () => {
  it("stores the message first, then mails staff a minimal note with replyTo = the visitor", async () => {
    const body = validBody();
    let storedWhenSent = false;
    const send = vi.spyOn(env.EMAIL, "send").mockImplementation(async () => {
      storedWhenSent = (await storedMessages()).some((m) => m.email === body.email);
      return { messageId: "test" };
    });
    expect((await postContact(body)).status).toBe(201);
    expect(storedWhenSent).toBe(true);
    const mail = send.mock.calls[0][0] as unknown as Record<string, unknown> & { text: string; html: string };
    expect(mail).toMatchObject({
      to: env.CONTACT_NOTIFY_TO,
      from: { email: env.CONTACT_NOTIFY_FROM, name: "Kontaktformular" },
      replyTo: { email: body.email, name: body.name },
      subject: `Neue Kontaktanfrage: ${body.subject}`,
    });
    const row = await byEmail(body.email);
    expect(mail.text).toContain(body.name);
    expect(mail.text).toContain(`/admin/messages?id=${row.id}`);
    // the message itself (and the phone number) stay in D1, where retention deletes them
    expect(mail.text + mail.html).not.toContain("Datenplattform.");
    expect(mail.text + mail.html).not.toContain("1234567");
    expect(row).toMatchObject({ notify_attempts: 1, next_notify_at: null, notify_error: null });
    expect(row.notified_at).not.toBeNull();
  });

  it("escapes the visitor's text in the HTML part", async () => {
    const send = vi.spyOn(env.EMAIL, "send").mockResolvedValue({ messageId: "x" } as never);
    await postContact(validBody({ name: "<b>Mallory</b>", subject: 'Hi "there" & <script>' }));
    const { html } = send.mock.calls[0][0] as unknown as { html: string };
    expect(html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
    expect(html).not.toContain("<script>");
  });

  it("answers 201 and keeps the message when the mail binding throws; the failure is recorded, nothing personal logged", async () => {
    vi.spyOn(env.EMAIL, "send").mockRejectedValue(new Error("destination address not verified"));
    const logs: string[] = [];
    for (const level of ["log", "warn", "error", "info"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
    const body = validBody();
    const before = Date.now();
    expect((await postContact(body, { "cf-connecting-ip": "203.0.113.50" })).status).toBe(201);
    const row = await byEmail(body.email);
    expect(row).toMatchObject({ notified_at: null, notify_attempts: 1 });
    expect(row.notify_error).toContain("destination address not verified");
    const due = Date.parse(row.next_notify_at!) - before;
    expect(due).toBeGreaterThanOrEqual(4.9 * 60_000);
    expect(due).toBeLessThanOrEqual(5.1 * 60_000);
    const logged = logs.join("\n");
    for (const secret of [body.email, body.name, body.subject, "203.0.113.50", "1234567"]) expect(logged).not.toContain(secret);
  });

  it("the 5-minute cron retries due notifications with back-off until one goes out, then stops", async () => {
    const send = vi.spyOn(env.EMAIL, "send").mockRejectedValue(new Error("temporarily unavailable"));
    const body = validBody();
    await postContact(body);
    let row = await byEmail(body.email);
    // not yet due: nothing happens
    await runCron(CRON_FREQUENT, new Date(Date.parse(row.next_notify_at!) - 1000));
    expect((await byEmail(body.email)).notify_attempts).toBe(1);
    // due: tried again, fails again, next attempt 10 minutes later
    let at = new Date(Date.parse(row.next_notify_at!) + 1000);
    await runCron(CRON_FREQUENT, at);
    row = await byEmail(body.email);
    expect(row.notify_attempts).toBe(2);
    expect(Date.parse(row.next_notify_at!) - at.getTime()).toBe(retryDelayMinutes(2) * 60_000);
    expect(retryDelayMinutes(2)).toBe(10);
    // recovers: the mail goes out and the row is done
    send.mockResolvedValue({ messageId: "ok" } as never);
    at = new Date(Date.parse(row.next_notify_at!) + 1000);
    await runCron(CRON_FREQUENT, at);
    row = await byEmail(body.email);
    expect(row).toMatchObject({ notify_attempts: 3, next_notify_at: null, notify_error: null, notified_at: at.toISOString() });
    const calls = send.mock.calls.length;
    await runCron(CRON_FREQUENT, new Date(at.getTime() + 24 * 3600_000));
    expect(send.mock.calls.length).toBe(calls);
  });

  it("two overlapping cron runs send a due notification once", async () => {
    const send = vi.spyOn(env.EMAIL, "send").mockRejectedValueOnce(new Error("down"));
    const body = validBody();
    await postContact(body);
    send.mockResolvedValue({ messageId: "ok" } as never);
    const calls = send.mock.calls.length;
    const at = new Date(Date.parse((await byEmail(body.email)).next_notify_at!) + 1000);
    await Promise.all([runCron(CRON_FREQUENT, at), runCron(CRON_FREQUENT, at)]);
    expect(send.mock.calls.length - calls).toBe(1);
  });

  it("gives up after the last attempt, and never retries messages marked as spam", async () => {
    vi.spyOn(env.EMAIL, "send").mockRejectedValue(new Error("down"));
    const body = validBody();
    await postContact(body);
    await env.DB.prepare("UPDATE contact_messages SET notify_attempts = ? WHERE email = ?")
      .bind(MAX_NOTIFY_ATTEMPTS - 1, body.email)
      .run();
    await runCron(CRON_FREQUENT, new Date(Date.now() + 3600_000));
    expect(await byEmail(body.email)).toMatchObject({ notify_attempts: MAX_NOTIFY_ATTEMPTS, next_notify_at: null, notified_at: null });
    const spam = validBody();
    await postContact(spam);
    await env.DB.prepare("UPDATE contact_messages SET spam = 1 WHERE email = ?").bind(spam.email).run();
    await runCron(CRON_FREQUENT, new Date(Date.now() + 3600_000));
    expect((await byEmail(spam.email)).notify_attempts).toBe(1);
  });
});

describe("cron: contact retention", () => {
  const insert = (email: string, createdAt: string, spam = false) =>
    env.DB.prepare("INSERT INTO contact_messages (name, email, subject, message, created_at, spam) VALUES ('R', ?, 's', 'm', ?, ?)")
      .bind(email, createdAt, spam ? 1 : 0)
      .run();

  it("deletes messages older than CONTACT_RETENTION_DAYS (7) and spam after one day, and is idempotent", async () => {
    await env.DB.prepare("DELETE FROM contact_messages").run();
    const now = new Date("2031-06-15T03:15:00Z");
    await insert("eight-days@example.com", "2031-06-07T03:00:00.000Z");
    await insert("seven-days-and-a-minute@example.com", "2031-06-08T03:14:00.000Z");
    await insert("six-days@example.com", "2031-06-09T03:15:00.000Z");
    await insert("spam-two-days@example.com", "2031-06-13T03:00:00.000Z", true);
    await insert("spam-today@example.com", "2031-06-15T01:00:00.000Z", true);
    await runCron(CRON_DAILY, now);
    const left = (await storedMessages()).map((m) => m.email).sort();
    expect(left).toEqual(["six-days@example.com", "spam-today@example.com"]);
    await runCron(CRON_DAILY, now);
    expect((await storedMessages()).length).toBe(2);
  });

  it("follows the CONTACT_RETENTION_DAYS var", async () => {
    await env.DB.prepare("DELETE FROM contact_messages").run();
    const mutable = env as unknown as Record<string, string>;
    const saved = mutable.CONTACT_RETENTION_DAYS;
    mutable.CONTACT_RETENTION_DAYS = "3";
    try {
      const now = new Date("2031-06-15T03:15:00Z");
      await insert("four-days@example.com", "2031-06-11T03:00:00.000Z");
      await insert("two-days@example.com", "2031-06-13T03:00:00.000Z");
      await runCron(CRON_DAILY, now);
      expect((await storedMessages()).map((m) => m.email)).toEqual(["two-days@example.com"]);
    } finally {
      mutable.CONTACT_RETENTION_DAYS = saved;
    }
  });
});

describe("contact notification cap", () => {
  it("sends at most 20 staff mails per hour, however many messages arrive at once; the rest wait for the next hour", async () => {
    await env.DB.prepare("DELETE FROM rate_limits").run();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const send = vi.spyOn(env.EMAIL, "send").mockResolvedValue({ messageId: "x" } as never);
    const tag = crypto.randomUUID().slice(0, 6);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postContact(validBody({ email: `cap-${tag}-${i}@example.com` }), { "cf-connecting-ip": `198.18.${i}.1` }),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(NOTIFY_MAX_PER_HOUR.max).toBe(20);
    expect(send).toHaveBeenCalledTimes(20);
    const rows = (await storedMessages()).filter((m) => m.email.startsWith(`cap-${tag}-`));
    expect(rows).toHaveLength(50);
    const waiting = rows.filter((m) => m.notified_at === null);
    expect(waiting).toHaveLength(30);
    for (const m of waiting) {
      expect(m).toMatchObject({ notify_error: "hourly_cap", notify_attempts: 0 });
      const wait = Date.parse(m.next_notify_at!) - started;
      expect(wait).toBeGreaterThan(59 * 60_000);
      expect(wait).toBeLessThanOrEqual(61 * 60_000);
    }
    // within the hour the cron sends nothing more; after it, the next window's mails go out
    await runCron(CRON_FREQUENT, new Date(started + 30 * 60_000));
    expect(send).toHaveBeenCalledTimes(20);
  });
});
