/** @file drizzle on the D1 binding, with the whole schema for relational queries. */
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";
import * as schema from "./schema";

export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}
