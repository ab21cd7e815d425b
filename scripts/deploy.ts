/**
 * @file One command from a Cloudflare account to a running site: check the configuration, build, create or find the D1
 * database, KV namespace and R2 buckets, set the generated secrets, apply the migrations, seed, deploy, print the
 * address and the first administrator's setup link. Safe to re-run.
 * Usage: npm run deploy [-- --env staging] [-- --dry-run]
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { checkConfiguration, type DeployVars, GENERATED_SECRETS, requiredUserSecrets } from "./lib/deploy-checks.ts";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const envIndex = args.indexOf("--env");
const env = envIndex >= 0 ? args[envIndex + 1] : undefined;
const label = env ?? "production";

// the vars a firm sets for its deployment; the shell overrides wrangler.toml, so a fork needs no edit of the file
const OVERRIDABLE = [
  "SITE_URL",
  "CONTACT_NOTIFY_FROM",
  "CONTACT_NOTIFY_TO",
  "TURNSTILE_SITE_KEY",
  "ANALYTICS_TAG_ID",
  "AI_PROVIDER",
  "AI_BASE_URL",
  "AI_MODEL",
  "AI_IMAGE_MODEL",
];

function wrangler(wranglerArgs: string[], input?: string): string {
  return execFileSync("npx", ["wrangler", ...wranglerArgs], {
    encoding: "utf8",
    input,
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

function step(text: string): void {
  console.log(`\n▶ ${text}`);
}

const config = unstable_readConfig({ config: "wrangler.toml", env });
const vars: DeployVars = { ...(config.vars as DeployVars) };
for (const name of OVERRIDABLE) if (process.env[name]) vars[name] = process.env[name];

step(`Checking the configuration (${label}${dryRun ? ", dry run" : ""})`);
let onAccount = new Set<string>();
if (!dryRun) {
  try {
    const listed = JSON.parse(wrangler(["secret", "list", "--format", "json", ...(env ? ["--env", env] : [])])) as { name: string }[];
    onAccount = new Set(listed.map((s) => s.name));
  } catch {
    // first deploy: the worker does not exist yet, so it has no secrets
  }
}
const refusals = checkConfiguration(vars, onAccount, process.env).filter((r) => !dryRun || !requiredUserSecrets(vars).includes(r.name));
for (const name of dryRun ? requiredUserSecrets(vars) : [])
  console.log(`  note: ${name} must be set on the account (npx wrangler secret put ${name}); a dry run cannot see the account`);
if (refusals.length) {
  console.error("\nThe deploy stops before building: the configuration is not ready.\n");
  for (const r of refusals) console.error(`  ✗ ${r.message}\n    → ${r.hint}`);
  process.exit(1);
}
console.log(`  SITE_URL ${vars.SITE_URL}, mail from ${vars.CONTACT_NOTIFY_FROM} to ${vars.CONTACT_NOTIFY_TO}`);

step("Building");
execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...(env ? { CLOUDFLARE_ENV: env } : {}) } });

// the build's config (dist/consulting_site/wrangler.json) with this deployment's vars and resource ids; paths in it are
// relative to its folder, so the deploy config is written next to it
const built = JSON.parse(readFileSync("dist/consulting_site/wrangler.json", "utf8"));
Object.assign(built.vars, vars);
for (const mail of built.send_email ?? []) mail.destination_address = vars.CONTACT_NOTIFY_TO;
const deployConfig = "dist/consulting_site/wrangler.deploy.json";
const idsFile = join(".deploy", `${label}.json`);
const ids: { d1?: string; kv?: string } = existsSync(idsFile) ? JSON.parse(readFileSync(idsFile, "utf8")) : {};
const database = built.d1_databases[0];
const kv = built.kv_namespaces[0];

if (dryRun) {
  writeFileSync(deployConfig, JSON.stringify(built));
  step("Checking the bundle with wrangler deploy --dry-run (no account is touched)");
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", deployConfig], { stdio: "inherit" });
  console.log(`\nDry run passed: ${label} would deploy to ${vars.SITE_URL}. Resources, secrets and migrations were not touched.`);
  process.exit(0);
}

step("Creating or finding the D1 database, KV namespace and R2 buckets");
const databases = JSON.parse(wrangler(["d1", "list", "--json"])) as { uuid: string; name: string }[];
ids.d1 = databases.find((d) => d.name === database.database_name)?.uuid;
if (!ids.d1) {
  wrangler(["d1", "create", database.database_name]);
  ids.d1 = (JSON.parse(wrangler(["d1", "list", "--json"])) as { uuid: string; name: string }[]).find(
    (d) => d.name === database.database_name,
  )?.uuid;
}
const kvTitle = `${built.name}-kv`;
const namespaces = JSON.parse(wrangler(["kv", "namespace", "list"])) as { id: string; title: string }[];
ids.kv = namespaces.find((n) => n.title === kvTitle)?.id;
if (!ids.kv) {
  wrangler(["kv", "namespace", "create", kvTitle]);
  ids.kv = (JSON.parse(wrangler(["kv", "namespace", "list"])) as { id: string; title: string }[]).find((n) => n.title === kvTitle)?.id;
}
if (!ids.d1 || !ids.kv) throw new Error("could not create the D1 database or the KV namespace; see wrangler's output above");
const buckets = wrangler(["r2", "bucket", "list"]);
for (const bucket of built.r2_buckets as { bucket_name: string }[])
  if (!new RegExp(`^name:\\s+${bucket.bucket_name}$`, "m").test(buckets)) wrangler(["r2", "bucket", "create", bucket.bucket_name]);
mkdirSync(".deploy", { recursive: true });
writeFileSync(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
database.database_id = ids.d1;
kv.id = ids.kv;
writeFileSync(deployConfig, JSON.stringify(built));
console.log(
  `  D1 ${database.database_name} (${ids.d1}), KV ${kvTitle} (${ids.kv}), R2 ${built.r2_buckets.map((b: { bucket_name: string }) => b.bucket_name).join(", ")}`,
);

step("Applying the migrations before the new code goes live");
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", database.database_name, "--remote", "-c", deployConfig], {
  stdio: "inherit",
});

step("Seeding (idempotent)");
execFileSync("node", ["scripts/seed.ts", "--remote"], {
  stdio: "inherit",
  env: { ...process.env, D1_CONFIG: deployConfig, D1_DATABASE: database.database_name },
});

const staffCount = JSON.parse(
  wrangler([
    "d1",
    "execute",
    database.database_name,
    "--remote",
    "-c",
    deployConfig,
    "--json",
    "--command",
    "SELECT COUNT(*) AS n FROM users",
  ]),
)[0].results[0].n as number;
const secrets: Record<string, string> = {};
for (const name of GENERATED_SECRETS) if (!onAccount.has(name)) secrets[name] = randomBytes(48).toString("base64url");
for (const name of requiredUserSecrets(vars)) if (!onAccount.has(name) && process.env[name]) secrets[name] = process.env[name] as string;
const setupToken = staffCount === 0 ? randomBytes(24).toString("base64url") : undefined;
if (setupToken) secrets.SETUP_TOKEN = setupToken;

step(`Deploying ${built.name}${Object.keys(secrets).length ? ` with new secrets ${Object.keys(secrets).join(", ")}` : ""}`);
const secretsFile = join(".deploy", `${label}.secrets.json`);
writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
try {
  execFileSync("npx", ["wrangler", "deploy", "-c", deployConfig, "--secrets-file", secretsFile], { stdio: "inherit" });
} finally {
  rmSync(secretsFile, { force: true });
}

console.log(`\nDeployed ${label}: ${vars.SITE_URL}`);
if (setupToken) console.log(`Create the first administrator (the link works once): ${vars.SITE_URL}/admin/setup?token=${setupToken}`);
else console.log(`${staffCount} staff account(s) exist; sign in at ${vars.SITE_URL}/admin`);
