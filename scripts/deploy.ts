/**
 * @file `npm run deploy [-- --env staging] [--site-url https://…] [--notify-from a@b] [--notify-to c@d] [--dry-run]`:
 * checks the configuration, builds, creates the D1 database and R2 buckets on first use, applies the remote
 * migrations before the new code goes live, seeds, deploys and prints the site and (first time) the setup link.
 * Re-running is safe: every step is idempotent. --dry-run checks and builds without touching an account.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { configProblems, GENERATED_SECRETS, missingSecretProblems, requiredSecrets } from "./lib/deploy-checks.ts";

const { values: args } = parseArgs({
  options: {
    env: { type: "string" },
    "site-url": { type: "string" },
    "notify-from": { type: "string" },
    "notify-to": { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
// production is an environment of its own in wrangler.toml: it binds Workers AI, which the local top level cannot
const env = args.env ?? "production";
const dryRun = args["dry-run"];
const label = env;

// what was passed once is remembered (git-ignored), so a re-run needs no flags
const SETTINGS = `.deploy/${label}.json`;
type Settings = { SITE_URL?: string; CONTACT_NOTIFY_FROM?: string; CONTACT_NOTIFY_TO?: string };
const saved: Settings = existsSync(SETTINGS) ? JSON.parse(readFileSync(SETTINGS, "utf8")) : {};

const config = unstable_readConfig({ config: "wrangler.toml", env });
const vars = Object.fromEntries(Object.entries(config.vars).map(([k, v]) => [k, String(v)]));
const chosen: Settings = {
  SITE_URL: args["site-url"] ?? process.env.SITE_URL ?? saved.SITE_URL ?? vars.SITE_URL,
  CONTACT_NOTIFY_FROM: args["notify-from"] ?? process.env.CONTACT_NOTIFY_FROM ?? saved.CONTACT_NOTIFY_FROM ?? vars.CONTACT_NOTIFY_FROM,
  CONTACT_NOTIFY_TO: args["notify-to"] ?? process.env.CONTACT_NOTIFY_TO ?? saved.CONTACT_NOTIFY_TO ?? vars.CONTACT_NOTIFY_TO,
};
Object.assign(vars, chosen);

function fail(problems: string[]): never {
  console.error(`\nDeploy (${label}) refused:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`);
  process.exit(1);
}

const problems = configProblems(vars);
if (problems.length) fail(problems);

const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false" };
/** What a failure of the step now running means for the site (a failed command ends the deploy with it). */
let whenFailing = "Nothing was changed on the account.";
const run = (cmd: string, cmdArgs: string[], extraEnv: Record<string, string> = {}) => {
  try {
    execFileSync(cmd, cmdArgs, { stdio: "inherit", env: { ...quiet, ...extraEnv } });
  } catch (error) {
    // the command wrote its own message above (stdio inherited); a stack trace of execFileSync would add nothing
    const status = (error as { status?: number | null }).status;
    fail([`\`${cmd} ${cmdArgs.join(" ")}\` failed${status ? ` (exit code ${status})` : ""}: see its message above. ${whenFailing}`]);
  }
};
const capture = (cmdArgs: string[]) =>
  execFileSync("wrangler", cmdArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: quiet });
const succeeds = (cmdArgs: string[]) => {
  try {
    capture(cmdArgs);
    return true;
  } catch {
    return false;
  }
};

// `wrangler whoami` exits 0 also when signed out; its JSON says which
const signedIn =
  dryRun ||
  (() => {
    try {
      return (JSON.parse(capture(["whoami", "--json"])) as { loggedIn?: boolean }).loggedIn === true;
    } catch {
      return false;
    }
  })();
if (!signedIn) fail(["Not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) first."]);

const envArgs = env ? ["--env", env] : [];
// secrets, checked before the build (which takes ~20 s): the ones the features need must exist; the random ones are
// generated once (wrangler.toml names the worker of each environment, so no build is needed to ask)
// only a worker that does not exist yet (code 10007) counts as having no secrets: regenerating JWT_SECRET or
// TOTP_ENCRYPTION_KEY on an existing worker would sign everyone out and make the stored TOTP secrets unreadable
const present = new Set<string>(
  dryRun
    ? []
    : (() => {
        try {
          return (JSON.parse(capture(["secret", "list", "--format", "json", ...envArgs])) as { name: string }[]).map((s) => s.name);
        } catch (error) {
          const output = String((error as { stdout?: string }).stdout ?? "") + String((error as { stderr?: string }).stderr ?? "");
          if (/10007|does not exist/i.test(output)) return [];
          fail([`Could not list the worker's secrets (\`npx wrangler secret list\`):\n${output.trim()}`]);
        }
      })(),
);
// a required secret may also come from the environment (AI_API_KEY=… npm run deploy): it is uploaded with the version
const fromEnv = requiredSecrets(vars).filter((name) => !present.has(name) && process.env[name]);
for (const name of fromEnv) present.add(name);
const missing = dryRun ? [] : missingSecretProblems(vars, present);
if (missing.length) fail(missing);

// the Cloudflare plugin flattens the chosen environment into dist/consulting_site/wrangler.json
run("vite", ["build"], { CLOUDFLARE_ENV: env });

// the build's config stays local-ready (npm start, npm run serve); the deploy uses a copy with the public settings
const BUILT = "dist/consulting_site/wrangler.json";
const DEPLOY_CONFIG = "dist/consulting_site/wrangler.deploy.json";
const built = JSON.parse(readFileSync(BUILT, "utf8"));
// Workers AI has no local simulator: the build's own config (npm run serve) goes without it, the deploy's copy keeps it
if (built.ai) {
  const { ai: _remoteOnly, ...local } = built;
  writeFileSync(BUILT, JSON.stringify(local, null, 2));
}
built.vars = { ...built.vars, ...chosen };
built.send_email = (built.send_email ?? []).map((b: { name: string }) =>
  b.name === "EMAIL" ? { ...b, destination_address: chosen.CONTACT_NOTIFY_TO } : b,
);
writeFileSync(DEPLOY_CONFIG, JSON.stringify(built, null, 2));
const c = ["-c", DEPLOY_CONFIG];

if (dryRun) {
  run("wrangler", ["deploy", "--dry-run", ...c]);
  console.log(`\nDry run (${label}) passed: configuration checked, built, bundled. Site would be ${chosen.SITE_URL}.`);
  console.log(`Secrets this configuration needs (checked against the account on a real deploy): ${requiredSecrets(vars).join(", ")}.`);
  process.exit(0);
}

mkdirSync(".deploy", { recursive: true });
writeFileSync(SETTINGS, `${JSON.stringify(chosen, null, 2)}\n`);

whenFailing = "Nothing was deployed; resources created so far stay and a re-run finds them.";
// resources by name: D1 and R2 are created here when missing (the KV namespace by wrangler deploy itself)
for (const db of built.d1_databases ?? []) {
  if (!succeeds(["d1", "info", db.database_name, "--json"])) run("wrangler", ["d1", "create", db.database_name]);
}
for (const bucket of built.r2_buckets ?? []) {
  if (!succeeds(["r2", "bucket", "info", bucket.bucket_name])) run("wrangler", ["r2", "bucket", "create", bucket.bucket_name]);
}

// migrations before the new code: the running version works on the migrated schema (migrations only add)
whenFailing =
  "Nothing was deployed: the site still runs the previous version. Wrangler records only the migrations that " +
  'succeeded; fix the failing one and run the deploy again (docs/operations.md, "Upgrade").';
run("wrangler", ["d1", "migrations", "apply", "DB", "--remote", ...c]);
whenFailing = "The migrations are applied, but nothing was deployed: the site still runs the previous version. Run the deploy again.";
run("node", ["scripts/seed.ts", "--remote"], { D1_CONFIG: DEPLOY_CONFIG });
const accounts = Number(
  JSON.parse(
    execFileSync("wrangler", ["d1", "execute", "DB", "--remote", "--json", "--command", "SELECT count(*) AS n FROM admin_users", ...c], {
      encoding: "utf8",
      env: quiet,
    }),
  )[0].results[0].n,
);

const secrets: Record<string, string> = {};
for (const name of GENERATED_SECRETS) if (!present.has(name)) secrets[name] = randomBytes(48).toString("base64url");
for (const name of fromEnv) secrets[name] = process.env[name] ?? "";
// the first-run setup link works once, while no account exists (worker/routes/setup.ts)
const setupToken = accounts === 0 ? randomBytes(24).toString("base64url") : "";
if (setupToken) secrets.SETUP_TOKEN = setupToken;
const secretsFile = ".deploy/secrets.json";
writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
try {
  run("wrangler", ["deploy", ...c, ...(Object.keys(secrets).length ? ["--secrets-file", secretsFile] : [])]);
} finally {
  writeFileSync(secretsFile, "{}");
}

console.log(`\n  Deployed (${label}): ${chosen.SITE_URL}\n  Admin: ${chosen.SITE_URL}/admin`);
// the generated TOTP key is shown this once: Cloudflare never shows a secret again, and a restore into another
// deployment needs it, or every stored TOTP secret is unreadable there (docs/operations.md, "TOTP key")
if (secrets.TOTP_ENCRYPTION_KEY && !fromEnv.includes("TOTP_ENCRYPTION_KEY"))
  console.log(
    `\n  TOTP_ENCRYPTION_KEY (generated now, shown only this once):\n    ${secrets.TOTP_ENCRYPTION_KEY}\n` +
      '  Keep it in the firm\'s password manager beside the backup archives (docs/operations.md, "TOTP key"): a restore\n' +
      "  into a new deployment needs it (TOTP_ENCRYPTION_KEY=… npm run deploy), or TOTP users must use a recovery code.",
  );
if (setupToken) console.log(`  First run: create the first administrator at\n    ${chosen.SITE_URL}/admin/setup?token=${setupToken}`);
