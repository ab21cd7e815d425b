/**
 * @file Staff accounts from the command line.
 * Usage: npm run admin -- create --email E --password P --role admin|editor|viewer [--name N] [--remote]
 * Creates the account, or updates password, role and name of an existing one (and re-activates it, signs it out
 * everywhere and lifts a sign-in lock-out: the D1 `login_attempts` row of its e-mail).
 * The password is hashed exactly as the worker verifies it (common/password.ts).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailAttemptKey } from "../common/login-limits.ts";
import { hashPassword, passwordProblem } from "../common/password.ts";
import { passwordStrengthProblem } from "../common/password-strength.ts";
import { upsertAccountSql } from "./lib/account-sql.ts";
import { executeSql, PERSIST_DIR, query } from "./lib/d1.ts";
import { runningServer } from "./lib/server-lock.ts";
import { literal } from "./lib/sql.ts";

const USAGE = "Usage: npm run admin -- create --email E --password P --role admin|editor|viewer [--name N] [--remote]";

function fail(message: string): never {
  console.error(`Error: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseCli() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        name: { type: "string" },
        remote: { type: "boolean", default: false },
      },
    });
  } catch (e) {
    fail((e as Error).message);
  }
}
const { values, positionals } = parseCli();
if (positionals[0] !== "create") fail(positionals[0] ? `unknown command '${positionals[0]}'` : "missing command 'create'");
const server = values.remote ? null : runningServer(PERSIST_DIR);
if (server) {
  console.error(
    `Error: a local server (npm start, process ${server.pid}) is using ${PERSIST_DIR}; writing to it now would make it fail requests.\n` +
      `Create the first administrator in the browser at http://127.0.0.1:${server.port}/admin/setup (the link with its code is printed by npm start),\n` +
      "add further accounts in the admin area under Benutzer, or stop the server and run this command again.",
  );
  process.exit(3);
}

const email = values.email?.trim().toLowerCase() ?? "";
if (!z.email().safeParse(email).success) fail(`'${values.email ?? ""}' is not a valid e-mail address`);
const password = values.password ?? fail("--password is required");
const weak = passwordProblem(password) ?? passwordStrengthProblem(password, [email, values.name ?? ""]);
if (weak) fail(`weak password: ${weak}`);
const roleName = values.role ?? fail("--role is required");
const remote = values.remote;

let roles: { id: number; name: string }[];
try {
  roles = query<{ id: number; name: string }>("SELECT id, name FROM roles ORDER BY name", remote);
} catch {
  fail("cannot read the roles table: run `npm run db:setup` (or `npm start`) first");
}
const role = roles.find((r) => r.name === roleName);
if (!role) fail(`unknown role '${roleName}' (known: ${roles.map((r) => r.name).join(", ") || "none - run npm run db:seed"})`);

const existing = query<{ id: number }>(`SELECT id FROM admin_users WHERE email = ${literal(email)}`, remote);
executeSql(upsertAccountSql({ email, name: values.name, passwordHash: await hashPassword(password), roleId: role.id }), remote);
// lifts a sign-in lock-out of the account
executeSql(`DELETE FROM login_attempts WHERE email_key = ${literal(await emailAttemptKey(email))};`, remote);
console.log(`${existing.length ? "Updated" : "Created"} ${role.name} account ${email} in the ${remote ? "remote" : "local"} database.`);
