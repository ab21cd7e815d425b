/** @file drizzle on the D1 binding, with the whole schema for relational queries: one instance per binding and isolate. */
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";
import * as schema from "./schema";

/** Keyed by the binding object: a request's wrapped binding (a D1 session) gets its own instance, and none outlives its binding. */
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    instances.set(d1, db);
  }
  return db;
}
