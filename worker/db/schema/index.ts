/** @file Barrel of the whole data model (one drizzle schema for D1), one file per aggregate. */

export * from "./account";
export * from "./ai";
export * from "./analytics";
export * from "./audit";
export * from "./backups";
export * from "./blog";
export * from "./cache";
export * from "./contact";
export * from "./diagnostics";
export * from "./events";
export * from "./history";
export * from "./limits";
export * from "./media";
export * from "./pages";
export * from "./passkeys";
export * from "./redirects";
export * from "./site";
export * from "./staff";
export * from "./team";
export * from "./trash";
