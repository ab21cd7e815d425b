/**
 * @file drizzle on the D1 binding: one instance per binding and isolate. Without the relational schema (no
 * `db.query.*` is used): drizzle would rebuild the relations of every table for each instance, a few milliseconds of
 * a cold render (issue 32).
 */
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";

/** Keyed by the binding object: a request's wrapped binding (a D1 session) gets its own instance, and none outlives its binding. */
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1);
    instances.set(d1, db);
  }
  return db;
}
