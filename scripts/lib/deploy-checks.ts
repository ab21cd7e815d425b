/** @file What `npm run deploy` refuses before it builds or touches an account: the checks of the configuration, as pure functions. */

/** The vars the deploy reads from the wrangler configuration (and lets the shell override). */
export type DeployVars = Record<string, string | undefined>;

/** A refusal the deploy prints before it stops; `hint` says how to fix it. */
export type Refusal = { name: string; message: string; hint: string };

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$|\.localhost$/i;
// RFC 2606 / 6761 names that never reach a real site, and the placeholders of this repository's wrangler.toml
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|example|test|invalid|local)$/i;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** The public base URL must be a real https address: canonical links, feeds, passkeys and the admin's Origin check name it. */
export function checkSiteUrl(siteUrl: string | undefined): Refusal[] {
  const hint = "set SITE_URL to the public address, e.g. SITE_URL=https://www.ihre-firma.de npm run deploy (or in wrangler.toml)";
  if (!siteUrl) return [{ name: "SITE_URL", message: "SITE_URL is not set", hint }];
  const host = hostOf(siteUrl);
  if (!host) return [{ name: "SITE_URL", message: `SITE_URL "${siteUrl}" is not a URL`, hint }];
  if (LOOPBACK.test(host))
    return [
      {
        name: "SITE_URL",
        message: `SITE_URL "${siteUrl}" is a loopback address: links, feeds and passkeys would point at the visitor's own machine`,
        hint,
      },
    ];
  if (EXAMPLE_HOST.test(host)) return [{ name: "SITE_URL", message: `SITE_URL "${siteUrl}" is an example address`, hint }];
  if (new URL(siteUrl).protocol !== "https:") return [{ name: "SITE_URL", message: `SITE_URL "${siteUrl}" is not https`, hint }];
  return [];
}

/** The staff notification's sender must be on a domain of the firm (Email Routing sends only from such domains). */
export function checkMailSender(vars: DeployVars): Refusal[] {
  const refusals: Refusal[] = [];
  for (const name of ["CONTACT_NOTIFY_FROM", "CONTACT_NOTIFY_TO"] as const) {
    const address = vars[name] ?? "";
    const domain = address.split("@")[1] ?? "";
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address))
      refusals.push({ name, message: `${name} "${address}" is not an e-mail address`, hint: `set ${name} (wrangler.toml or the shell)` });
    else if (EXAMPLE_HOST.test(domain))
      refusals.push({
        name,
        message: `${name} "${address}" is on an example domain`,
        hint: `set ${name} to an address on your domain with Email Routing enabled (docs/operations.md, "Mail sender")`,
      });
  }
  return refusals;
}

/** Secrets the deploy cannot make itself: the features configured in the vars need them. */
export function requiredUserSecrets(vars: DeployVars): string[] {
  const needed: string[] = [];
  const provider = vars.AI_PROVIDER || (vars.AI_BASE_URL ? "openai-compatible" : "");
  const localServer = /^https?:\/\/(localhost|127\.|\[::1\])/i.test(vars.AI_BASE_URL ?? "");
  if (vars.AI_MODEL && (provider === "openai" || (provider === "openai-compatible" && !localServer))) needed.push("AI_API_KEY");
  if (vars.TURNSTILE_SITE_KEY) needed.push("TURNSTILE_SECRET_KEY");
  return needed;
}

/** Secrets the deploy makes (random) when the account has none yet; they must never change afterwards by accident. */
export const GENERATED_SECRETS = ["JWT_SECRET", "TOTP_ENCRYPTION_KEY"] as const;

/** Refusals for user secrets that are neither on the account nor in the shell that runs the deploy. */
export function checkSecrets(vars: DeployVars, onAccount: ReadonlySet<string>, inShell: DeployVars): Refusal[] {
  return requiredUserSecrets(vars)
    .filter((name) => !onAccount.has(name) && !inShell[name])
    .map((name) => ({
      name,
      message: `${name} is needed by the configuration (${name === "AI_API_KEY" ? `AI_PROVIDER "${vars.AI_PROVIDER || "openai-compatible"}" with AI_MODEL "${vars.AI_MODEL}"` : "TURNSTILE_SITE_KEY is set"}) but is not set`,
      hint: `run \`npx wrangler secret put ${name}\`, or pass it once as ${name}=... npm run deploy`,
    }));
}

/** Every refusal of a configuration, in the order the deploy prints them. */
export function checkConfiguration(vars: DeployVars, onAccount: ReadonlySet<string>, inShell: DeployVars): Refusal[] {
  return [...checkSiteUrl(vars.SITE_URL), ...checkMailSender(vars), ...checkSecrets(vars, onAccount, inShell)];
}
