/** @file A D1 binding that holds no rows and does no I/O: what a new isolate renders its warm-up page from (worker/public-render.tsx). */

const NO_ROWS: D1Result = { results: [], success: true, meta: {} as D1Meta & Record<string, unknown> };

const statement: D1PreparedStatement = {
  bind: () => statement,
  first: async () => null,
  all: async () => NO_ROWS,
  run: async () => NO_ROWS,
  raw: async () => [],
} as unknown as D1PreparedStatement;

export const EMPTY_D1 = {
  prepare: () => statement,
  batch: async (statements: D1PreparedStatement[]) => statements.map(() => NO_ROWS),
  exec: async () => ({ count: 0, duration: 0 }),
} as unknown as D1Database;
