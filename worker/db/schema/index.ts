/** @file Barrel of the whole data model (one drizzle schema for D1). */

export * from "./ai";
export * from "./analytics";
export * from "./auth";
export * from "./cache";
export * from "./content";
export * from "./passkeys";
