/** drizzle-kit: generates SQL migrations from the schema; wrangler applies them. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
  // wrangler keeps its own ledger; never let drizzle touch it
  tablesFilter: ["!_cf_*", "!d1_migrations"],
});
