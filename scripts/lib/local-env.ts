/** @file Local development secrets: creates .dev.vars with a random JWT_SECRET on first use (never committed). */

import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function ensureDevVars(path = ".dev.vars"): void {
  if (existsSync(path)) return;
  const example = readFileSync(".dev.vars.example", "utf8");
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(path, example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${secret}`));
  console.log(`Created ${path} with a random JWT_SECRET.`);
}
