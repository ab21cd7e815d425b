/** @file Column helpers shared by every table: ids, ISO timestamps, booleans and JSON lists. */
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Current time as an ISO-8601 UTC string; ISO text sorts correctly and reads the same in JSON. */
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const id = () => integer("id").primaryKey({ autoIncrement: true });
export const createdAt = () => text("created_at").notNull().default(nowIso);
export const updatedAt = () => text("updated_at").notNull().default(nowIso);
export const bool = (name: string) => integer(name, { mode: "boolean" });
export const stringList = (name: string) => text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);

/** A row type that must satisfy its API contract (common/types.ts): a column change that breaks the contract fails here. */
export type Satisfies<Row extends Contract, Contract> = Row;
