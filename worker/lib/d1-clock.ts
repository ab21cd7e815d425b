/**
 * @file The time a render spends waiting for D1 (overlapping queries counted once), so that its Server-Timing can
 * show the worker's own time beside the total: locally workerd's clock also runs during I/O.
 */

const TIMED_STATEMENT_CALLS = new Set(["first", "all", "run", "raw"]);

export interface D1Clock {
  /** The binding to render with: every query through it is timed. */
  d1: D1Database;
  waitedMs: () => number;
}

export function d1Clock(binding: D1Database): D1Clock {
  let inFlight = 0;
  let since = 0;
  let waited = 0;
  const timed = async <T>(query: () => Promise<T>): Promise<T> => {
    if (inFlight++ === 0) since = performance.now();
    try {
      return await query();
    } finally {
      if (--inFlight === 0) waited += performance.now() - since;
    }
  };
  const forward = (target: object, prop: string | symbol) => {
    const value = Reflect.get(target, prop);
    return typeof value === "function" ? value.bind(target) : value;
  };
  // a batch gets the binding's own statements back (it may rely on their internals)
  const originals = new WeakMap<object, D1PreparedStatement>();
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (typeof prop === "string" && TIMED_STATEMENT_CALLS.has(prop)) {
          const call = forward(target, prop) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => timed(() => call(...args));
        }
        return forward(target, prop);
      },
    });
    originals.set(proxy, stmt);
    return proxy;
  };
  const d1 = new Proxy(binding, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => statement(target.prepare(sql));
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) => timed(() => target.batch(statements.map((s) => originals.get(s) ?? s)));
      if (prop === "exec") return (sql: string) => timed(() => target.exec(sql));
      return forward(target, prop);
    },
  });
  return { d1, waitedMs: () => waited };
}
