/**
 * Property-based attack on every JSON endpoint of the API (the list comes from the app: tests/worker/route-table.ts,
 * so a new route is fuzzed the day it is added): malformed, oversized, wrongly typed, deeply nested bodies, prototype
 * pollution keys and unicode edge cases, sent as a signed-in admin from our own origin. Each answer must be a 4xx
 * JSON error with a known `code` (never a 5xx), stored data must not change, and Object.prototype stays clean.
 * Read endpoints get fuzzed query strings: never a 5xx, never a write. Fixed seed and bounded runs keep it fast.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../../common/api-errors";
import { changedTables, type DbSnapshot, snapshotDb } from "./db-snapshot";
import { BASE, createStaff, request, seed, sessionCookie } from "./helpers";
import { adminEndpoints, samplePath, workerRoutes } from "./route-table";

const SEED = 20_2026;
const RUNS_PER_ENDPOINT = 25;
const QUERY_RUNS_PER_ENDPOINT = 8;
const API_BODY_LIMIT = 1024 * 1024;

const endpoints = adminEndpoints(workerRoutes, "/api");
const bodyEndpoints = endpoints.filter((e) => ["POST", "PUT", "PATCH"].includes(e.method));
const readEndpoints = endpoints.filter((e) => e.method === "GET");

/** Strings that break naive code: lone surrogates, NUL, BOM, bidi overrides, combining marks, ZWJ emoji, astral. */
const UNICODE_EDGES = [
  "\uD800",
  "\uDFFF",
  "a\uD83Dz",
  "\u0000",
  "\uFEFF",
  "\u202Eevil\u202C",
  "e\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦",
  "𝕳𝖊𝖑𝖑𝖔",
  "\u2028\u2029",
  "ﷺ".repeat(200),
  "%00%2e%2e/",
  "İı",
];
const unicodeString = fc.oneof(fc.constantFrom(...UNICODE_EDGES), fc.string({ unit: "binary", maxLength: 40 }));
const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "__defineGetter__", "toString", "hasOwnProperty"];
const pollutionValue = { polluted: "yes", isAdmin: true, role: "admin", prototype: { polluted: "yes" } };

/** UTF-8 percent-encoding that, unlike encodeURIComponent, takes lone surrogates (as U+FFFD). */
const percentEncode = (text: string) => [...new TextEncoder().encode(text)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A value no field schema accepts: nested arrays/objects as deep as the body limit allows, or a non-finite-ish number. */
const nested = (depth: number, kind: "array" | "object") =>
  kind === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

interface Attack {
  kind: string;
  body: string;
}

/** Bodies that are invalid for any schema, given the field names the endpoint's `{}` answer named. */
function attacks(fields: string[]): fc.Arbitrary<Attack> {
  const field = fields.length ? fc.constantFrom(...fields) : fc.constant("title");
  const malformed = fc
    .oneof(
      fc.string({ maxLength: 60 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v).slice(0, -1)),
      fc.constantFrom("{", '{"a":}', "[1,2", "{'a':1}", "NaN", '{"a":1,}', "\uFEFF{}", '{"a":"\\uZZZZ"}', "\u0000"),
    )
    .filter((s) => !isJson(s))
    .map((body) => ({ kind: "malformed", body }));
  const wrongTop = fc
    .oneof(
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 20 }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.jsonValue({ maxDepth: 2 })),
    )
    .map((v) => ({ kind: "wrong top-level type", body: JSON.stringify(v) ?? "null" }));
  // every named field gets a value of the wrong type (objects where strings, numbers or lists are due, and so on)
  const wrongValue = fc.oneof(
    fc.constant({}),
    fc.constant([[]]),
    fc.constant({ $gt: "" }),
    fc.constant(true),
    fc.constant(-1e308),
    fc.constant([{ __proto__: null }]),
  );
  const wronglyTyped = fc
    .record({ values: fc.array(wrongValue, { minLength: Math.max(1, fields.length), maxLength: Math.max(1, fields.length) }) })
    .map(({ values }) => ({
      kind: "wrongly typed fields",
      body: JSON.stringify(Object.fromEntries((fields.length ? fields : ["title"]).map((f, i) => [f, values[i]]))),
    }));
  const deep = fc
    .record({ field, depth: fc.integer({ min: 500, max: 100_000 }), kind: fc.constantFrom("array" as const, "object" as const) })
    .map(({ field, depth, kind }) => ({ kind: "deeply nested", body: `{${JSON.stringify(field)}:${nested(depth, kind)}}` }));
  const pollution = fc
    .record({ keys: fc.subarray(POLLUTION_KEYS, { minLength: 1 }), field, text: unicodeString })
    .map(({ keys, field, text }) => {
      const parts = keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(pollutionValue)}`);
      // the named field is wrong (an object), so the body as a whole stays invalid
      parts.push(`${JSON.stringify(field)}:{"__proto__":${JSON.stringify(pollutionValue)},"v":${JSON.stringify(text)}}`);
      return { kind: "prototype pollution", body: `{${parts.join(",")}}` };
    });
  const unicode = fc
    .record({ field, texts: fc.array(fc.tuple(unicodeString, unicodeString), { minLength: 1, maxLength: 6 }) })
    .map(({ field, texts }) => {
      const entries = texts.map(([k, v]) => [k, v] as const);
      // unicode keys and values everywhere, the named field of the wrong type
      return {
        kind: "unicode edge cases",
        body: JSON.stringify({
          ...Object.fromEntries(entries),
          ...Object.fromEntries(fields.map((f) => [f, texts.map(([, v]) => v).join("")])),
          [field]: [texts],
        }),
      };
    });
  return fc.oneof(malformed, wrongTop, wronglyTyped, deep, pollution, unicode);
}

async function expectErrorShape(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.headers.get("content-type"), label).toContain("application/json");
  const body = (await res.json()) as { error?: unknown; code?: unknown };
  expect(typeof body.error, label).toBe("string");
  expect(API_ERROR_CODES, label).toContain(body.code);
}

function expectNoPollution() {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
}

describe("attack: fuzzed JSON bodies on every write endpoint", () => {
  let adminId: number;

  beforeAll(async () => {
    await seed();
    adminId = (await createStaff("admin")).id;
  });

  it("covers the API's JSON writes (public, auth and admin)", () => {
    const keys = bodyEndpoints.map((e) => `${e.method} ${e.path}`);
    for (const known of [
      "POST /api/contact",
      "POST /api/analytics",
      "POST /api/auth/login",
      "PUT /api/admin/settings",
      "POST /api/admin/team",
    ])
      expect(keys).toContain(known);
  });

  for (const endpoint of bodyEndpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      // a fresh session per route: a route that ends sessions (sign-out) cannot spoil the next one
      const cookie = await sessionCookie(adminId);
      const path = samplePath(endpoint.path);
      const send = (body: string, headers: Record<string, string> = {}) =>
        request(path, { method: endpoint.method, headers: { origin: BASE, "content-type": "application/json", cookie, ...headers }, body });

      // does the route read a JSON body at all? (a multipart upload or a body-less action does not)
      const probe = await send("{");
      const readsJson = probe.status === 400 && ((await probe.clone().json()) as { code: string }).code === "invalid_json";
      await probe.body?.cancel();
      if (!readsJson) {
        expect(probe.status, "never a 5xx").toBeLessThan(500);
        return;
      }
      const empty = await send("{}");
      const emptyBody = (await empty.json()) as { details?: { fields?: Record<string, unknown> } };
      const fields = Object.keys(emptyBody.details?.fields ?? {});

      let before: DbSnapshot = await snapshotDb();
      const oversized = await send(JSON.stringify({ [fields[0] ?? "x"]: "a".repeat(API_BODY_LIMIT) }));
      await expectErrorShape(oversized, "oversized body");
      expect(oversized.status).toBe(413);

      await fc.assert(
        fc.asyncProperty(attacks(fields), async ({ kind, body }) => {
          const res = await send(body);
          await expectErrorShape(res, `${kind}: ${body.slice(0, 120)}`);
          const after = await snapshotDb();
          expect(changedTables(before, after), `${kind} changed stored data`).toEqual([]);
          before = after;
          expectNoPollution();
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    });
  }
});

describe("attack: fuzzed query strings on every read endpoint", () => {
  let cookie: string;

  beforeAll(async () => {
    await seed();
    cookie = await sessionCookie((await createStaff("admin")).id);
  });

  const queryValue = fc.oneof(
    unicodeString,
    fc.constantFrom(
      "-1",
      "0",
      "1e999",
      "NaN",
      "999999999999999999999",
      "' OR 1=1 --",
      "[]",
      "{}",
      "%",
      "%%",
      "%zz",
      "%ff%fe",
      "%c0%ae",
      "a".repeat(3000),
    ),
  );
  const queryKey = fc.oneof(
    fc.constantFrom("page", "per_page", "q", "days", "lang", "locale", "limit", "status", "slug", "tag", "category", "__proto__[polluted]"),
    unicodeString,
  );
  const query = fc
    .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 5 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${percentEncode(k)}=${v.startsWith("%") ? v : percentEncode(v)}`).join("&")}`);

  for (const endpoint of readEndpoints) {
    it(`GET ${endpoint.path}`, async () => {
      // a first read may fill in built-in rows (the translations list copies the strings the table lacks)
      await (await request(samplePath(endpoint.path), { headers: { origin: BASE, cookie } })).body?.cancel();
      let before = await snapshotDb();
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const res = await request(samplePath(endpoint.path) + q, { headers: { origin: BASE, cookie } });
          expect(res.status, q).toBeLessThan(500);
          if (res.status >= 400) await expectErrorShape(res, q);
          else await res.body?.cancel();
          const after = await snapshotDb();
          // reading the session refreshes nothing within the test (last_seen_at is written at most every few minutes)
          expect(changedTables(before, after), `${q} changed stored data`).toEqual([]);
          before = after;
          expectNoPollution();
        }),
        { seed: SEED, numRuns: QUERY_RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    });
  }
});
