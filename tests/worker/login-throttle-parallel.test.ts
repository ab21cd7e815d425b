/**
 * @file The sign-in brake per client address under parallel attack (issue 44): one atomic D1 slot per address, taken
 * before the password is checked, shared by sign-in and the fresh proof (the password again before a change of the
 * second factor); right passwords give their slot back. The answers are the observable count of password checks:
 * 401 (sign-in) or 400 (fresh proof) means the password was checked, 429 means it was not.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "../../common/login-limits";
import { clientLimitKey } from "../../worker/lib/rate-limit";
import { BASE, createStaff, request, seed, sessionCookie } from "./helpers";

beforeAll(seed);

const BURST = 50;
const ROUNDS = 8;

let nextAddress = 1;
/** A fresh client address per use, so that no test reaches into another's window. */
const freshAddress = () => `198.18.44.${nextAddress++}`;

function post(path: string, body: unknown, headers: Record<string, string>) {
  return request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, ...headers },
    body: JSON.stringify(body),
  });
}
const login = (email: string, password: string, address: string) =>
  post("/api/auth/login", { email, password }, { "cf-connecting-ip": address });
/** The fresh proof: switching TOTP off asks for the password again (204 when right, 400 when wrong). */
const freshProof = (cookie: string, password: string, address: string) =>
  post("/api/auth/totp/disable", { password }, { cookie, "cf-connecting-ip": address });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Ends the address's current window, as the clock would after 15 minutes. */
async function endWindow(address: string) {
  const key = (await clientLimitKey(env, "login", address))!;
  await env.DB.prepare("UPDATE rate_limits SET window_ends = ? WHERE key = ?")
    .bind(new Date(Date.now() - 1000).toISOString(), key)
    .run();
}

async function expectBrakeAnswer(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  const body = (await res.json()) as { error: string; code: string; details: { retry_after: number } };
  expect(body.code).toBe("rate_limited");
  expect(body.error).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche/);
  expect(body.details.retry_after).toBe(retryAfter);
}

describe("sign-in brake per client address under parallel requests", () => {
  it(`${ROUNDS} rounds of ${BURST} parallel wrong sign-ins with distinct e-mails from one address: at most ${MAX_FAILURES_PER_ADDRESS} password checks per window; the owner signs in from another address meanwhile`, async () => {
    const attacker = freshAddress();
    const owner = await createStaff("editor");
    const checksPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // two windows of four rounds each: the brake holds across rounds, and again in a new window
      if (round === ROUNDS / 2) await endWindow(attacker);
      const [ownerAnswer, ...answers] = await Promise.all([
        login(owner.email, owner.password, freshAddress()),
        ...Array.from({ length: BURST }, () => login(uniqueEmail("spray"), "wrong-password-1", attacker)),
      ]);
      expect(ownerAnswer.status).toBe(200);
      const statuses = answers.map((r) => r.status);
      expect(count(statuses, 401) + count(statuses, 429), statuses.join()).toBe(BURST);
      checksPerRound.push(count(statuses, 401));
      await expectBrakeAnswer(answers.find((r) => r.status === 429)!);
    }
    console.log(`password checks per round (${BURST} parallel each, window ends after round ${ROUNDS / 2}): ${checksPerRound.join(", ")}`);
    const windows = [checksPerRound.slice(0, ROUNDS / 2), checksPerRound.slice(ROUNDS / 2)].map((w) => w.reduce((a, b) => a + b));
    // never more than the limit per window, and the limit itself: the brake does not refuse early either
    expect(windows).toEqual([MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_ADDRESS]);
    // the braked address is refused even with the owner's right password; the owner's own address is not
    await expectBrakeAnswer(await login(owner.email, owner.password, attacker));
    expect((await login(owner.email, owner.password, freshAddress())).status).toBe(200);
  });

  it("a braked address gets no fresh proof either, not even with the right password; another address does", async () => {
    const attacker = freshAddress();
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    const answers = await Promise.all(Array.from({ length: BURST }, () => login(uniqueEmail("spray"), "wrong-password-1", attacker)));
    expect(
      count(
        answers.map((r) => r.status),
        401,
      ),
    ).toBe(MAX_FAILURES_PER_ADDRESS);
    await expectBrakeAnswer(await freshProof(cookie, staff.password, attacker));
    expect((await freshProof(cookie, staff.password, freshAddress())).status).toBe(204);
  });

  it(`${BURST} parallel wrong fresh proofs of ten accounts from one address: at most ${MAX_FAILURES_PER_ADDRESS} password checks, then sign-in there is braked too`, async () => {
    const attacker = freshAddress();
    const cookies = await Promise.all(Array.from({ length: 10 }, async () => sessionCookie((await createStaff("editor")).id)));
    // five per account: the e-mail limit alone would let all 50 be checked
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => freshProof(cookies[i % cookies.length], `wrong-password-${i}`, attacker)),
    );
    const statuses = answers.map((r) => r.status);
    expect(BURST / cookies.length).toBe(MAX_FAILURES_PER_EMAIL);
    expect(count(statuses, 400) + count(statuses, 429), statuses.join()).toBe(BURST);
    console.log(`fresh proofs: ${count(statuses, 400)} password checks, ${count(statuses, 429)} refused of ${BURST} parallel`);
    expect(count(statuses, 400)).toBe(MAX_FAILURES_PER_ADDRESS);
    await expectBrakeAnswer(await login(uniqueEmail("after"), "wrong-password-1", attacker));
  });

  it("right passwords give their slot back: sign-ins and fresh proofs of an office behind one address do not brake it", async () => {
    const office = freshAddress();
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    // colleagues at once (one attempt each: parallel attempts of one e-mail meet its own limit first)
    const colleagues = await Promise.all(Array.from({ length: 15 }, () => createStaff("editor")));
    const rights = await Promise.all([
      ...colleagues.slice(0, 10).map((c) => login(c.email, c.password, office)),
      ...colleagues.slice(10).map(async (c) => freshProof(await sessionCookie(c.id), c.password, office)),
    ]);
    expect(rights.map((r) => r.status)).toEqual([...Array(10).fill(200), ...Array(5).fill(204)]);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++)
      expect((await login(uniqueEmail("typo"), "wrong-password-1", office)).status).toBe(401);
    // with one wrong guess left, right passwords still pass and leave it free
    expect((await login(staff.email, staff.password, office)).status).toBe(200);
    expect((await freshProof(cookie, staff.password, office)).status).toBe(204);
    expect((await login(uniqueEmail("typo"), "wrong-password-1", office)).status).toBe(401);
    await expectBrakeAnswer(await login(uniqueEmail("typo"), "wrong-password-1", office));
  });

  it("attempts the e-mail's own limit refuses check no password and cost the address nothing", async () => {
    const staff = await createStaff("viewer");
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      expect((await login(staff.email, "wrong-password-1", freshAddress())).status).toBe(401);
    const address = freshAddress();
    const locked = await Promise.all(Array.from({ length: BURST }, () => login(staff.email, "wrong-password-1", address)));
    expect(locked.every((r) => r.status === 429)).toBe(true);
    const answers = await Promise.all(Array.from({ length: BURST }, () => login(uniqueEmail("spray"), "wrong-password-1", address)));
    expect(
      count(
        answers.map((r) => r.status),
        401,
      ),
    ).toBe(MAX_FAILURES_PER_ADDRESS);
  });

  it("keeps the client address only as a keyed hash in D1", async () => {
    const address = freshAddress();
    expect((await login(uniqueEmail("someone"), "wrong-password-1", address)).status).toBe(401);
    const key = (await clientLimitKey(env, "login", address))!;
    const row = await env.DB.prepare("SELECT hits FROM rate_limits WHERE key = ?").bind(key).first<{ hits: number }>();
    expect(row?.hits).toBe(1);
    const keys = (await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>()).results.map((r) => r.key);
    expect(keys.join(" ")).not.toContain(address);
  });
});
