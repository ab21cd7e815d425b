/** @file Site settings as `{ key, value }` rows and as a map. */
import { asc } from "drizzle-orm";
import type { Db } from "../../env";
import { siteSettings } from "../schema";

export function listSettings(db: Db) {
  return db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).orderBy(asc(siteSettings.key)).all();
}
