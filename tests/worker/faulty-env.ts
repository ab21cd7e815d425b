/**
 * @file Bindings that fail like an outage (D1, KV, R2, the mail binding), and a request against the app with them.
 * D1 can fail as a whole or only for statements whose SQL matches, as a real batch would (all or nothing).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../worker/app";
import { BASE } from "./helpers";

const outage = (what: string) => Promise.reject(new Error(`${what}: simulated outage`));

const REAL = Symbol("real statement");
type Wrapped = D1PreparedStatement & { [REAL]: D1PreparedStatement };

/** A D1 binding whose statements fail when `fails(sql)` holds (default: every statement). */
export function failingD1(fails: (sql: string) => boolean = () => true): D1Database {
  const real = env.DB;
  const wrap = (statement: D1PreparedStatement, sql: string): Wrapped => {
    const guard =
      <T>(run: () => Promise<T>) =>
      () =>
        fails(sql) ? outage("D1_ERROR") : run();
    return {
      [REAL]: statement,
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => guard(() => (column ? statement.first(column) : statement.first()))(),
      all: guard(() => statement.all()),
      run: guard(() => statement.run()),
      raw: (options?: { columnNames?: boolean }) => guard(() => statement.raw(options as { columnNames: true }))(),
      sql,
    } as unknown as Wrapped;
  };
  const sqlOf = (s: D1PreparedStatement) => (s as unknown as { sql: string }).sql;
  return {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (statements: Wrapped[]) =>
      statements.some((s) => fails(sqlOf(s))) ? outage("D1_ERROR") : real.batch(statements.map((s) => s[REAL])),
    exec: () => outage("D1_ERROR"),
    dump: () => outage("D1_ERROR"),
    withSession: () => {
      throw new Error("D1_ERROR: simulated outage");
    },
  } as unknown as D1Database;
}

export const failingKv = () =>
  ({
    get: () => outage("KV GET failed"),
    getWithMetadata: () => outage("KV GET failed"),
    put: () => outage("KV PUT failed"),
    delete: () => outage("KV DELETE failed"),
    list: () => outage("KV LIST failed"),
  }) as unknown as KVNamespace;

export const failingR2 = () =>
  ({
    get: () => outage("R2 get"),
    head: () => outage("R2 head"),
    put: () => outage("R2 put"),
    delete: () => outage("R2 delete"),
    list: () => outage("R2 list"),
    createMultipartUpload: () => outage("R2 multipart"),
  }) as unknown as R2Bucket;

export const failingMail = () => ({ send: () => outage("send_email") }) as unknown as SendEmail;

/** A request against the app with some bindings replaced; waits for work left in waitUntil. */
export async function requestWith(bindings: Partial<Env>, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(BASE + path, init), { ...env, ...bindings }, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response([101, 204, 205, 304].includes(res.status) ? null : body, res);
}
