/** @file The deploy's refusals (scripts/lib/deploy-checks.ts), one case each, and the script's own refusal of a loopback SITE_URL. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { configProblems, missingSecretProblems, requiredSecrets, senderProblem, siteUrlProblem } from "../../scripts/lib/deploy-checks.ts";
import { devSiteUrl } from "../../scripts/lib/local-env.ts";

const good = {
  SITE_URL: "https://www.beispiel-beratung.de",
  CONTACT_NOTIFY_FROM: "kontaktformular@beispiel-beratung.de",
  CONTACT_NOTIFY_TO: "team@beispiel-beratung.de",
};

describe("SITE_URL", () => {
  it("accepts a public https origin", () => expect(siteUrlProblem(good.SITE_URL)).toBeNull());
  it.each([
    "http://127.0.0.1:8787",
    "http://localhost:8787",
    "https://app.localhost",
    "http://0.0.0.0",
    "http://[::1]:8787",
    // the same machine written otherwise: an IPv4 address inside IPv6, the full IPv6 form, a trailing dot, decimal
    "https://[::ffff:127.0.0.1]",
    "https://[::ffff:7f00:1]",
    "https://[0:0:0:0:0:0:0:1]",
    "https://[::ffff:0.0.0.0]",
    "https://localhost.",
    "https://2130706433",
  ])("refuses the loopback address %s", (url) => expect(siteUrlProblem(url)).toMatch(/loopback/));
  it.each(["https://www.example.com", "https://example.org", "https://firma.test"])("refuses the example domain %s", (url) =>
    expect(siteUrlProblem(url)).toMatch(/example domain/),
  );
  it("refuses plain http", () => expect(siteUrlProblem("http://www.beispiel-beratung.de")).toMatch(/not https/));
  it("refuses a path", () => expect(siteUrlProblem("https://www.beispiel-beratung.de/site")).toMatch(/bare origin/));
  it("refuses what is no address", () => expect(siteUrlProblem("www.beispiel-beratung.de")).toMatch(/not an address/));
  it("accepts a public IPv6 address", () => expect(siteUrlProblem("https://[2a00:1450:4001::1]")).toBeNull());
});

describe("mail sender", () => {
  it("accepts addresses on the firm's domain", () => expect(senderProblem(good.CONTACT_NOTIFY_FROM, good.CONTACT_NOTIFY_TO)).toBeNull());
  it("refuses an example sender domain", () =>
    expect(senderProblem("kontaktformular@example.com", good.CONTACT_NOTIFY_TO)).toMatch(/CONTACT_NOTIFY_FROM .*example domain/));
  it("refuses an example recipient domain", () =>
    expect(senderProblem(good.CONTACT_NOTIFY_FROM, "team@example.com")).toMatch(/CONTACT_NOTIFY_TO .*example domain/));
  it("refuses what is no mail address", () =>
    expect(senderProblem("kontaktformular", good.CONTACT_NOTIFY_TO)).toMatch(/not a mail address/));
  it.each(["a@b", "a@localhost", "a@firma.", "a@-firma.de", "a@firma.d3"])("refuses %s: no public domain", (from) =>
    expect(senderProblem(from, good.CONTACT_NOTIFY_TO)).toMatch(/CONTACT_NOTIFY_FROM .*no public domain name/),
  );
  it.each(["a@b.de", "kontakt@xn--mller-kva.de", "team@mail.ihre-firma.co.uk"])("accepts %s", (from) =>
    expect(senderProblem(from, good.CONTACT_NOTIFY_TO)).toBeNull(),
  );
  it("collects all configuration problems", () =>
    expect(configProblems({ ...good, SITE_URL: "http://127.0.0.1:8787", CONTACT_NOTIFY_FROM: "a@example.com" })).toHaveLength(2));
});

describe("secrets", () => {
  const none = new Set<string>();
  it("needs only the generated ones by default", () => {
    expect(requiredSecrets({})).toEqual(["JWT_SECRET", "TOTP_ENCRYPTION_KEY"]);
    expect(missingSecretProblems({}, none)).toEqual([]);
  });
  it("refuses a remote OpenAI model without AI_API_KEY", () =>
    expect(missingSecretProblems({ AI_PROVIDER: "openai", AI_MODEL: "gpt-5-mini" }, none)).toEqual([
      expect.stringMatching(/AI_API_KEY is missing/),
    ]));
  it("refuses a remote OpenAI-compatible model (provider inferred from the URL) without AI_API_KEY", () =>
    expect(missingSecretProblems({ AI_BASE_URL: "https://api.mistral.ai/v1", AI_MODEL: "mistral-small" }, none)).toHaveLength(1));
  it("refuses an Azure OpenAI deployment without AI_API_KEY", () =>
    expect(missingSecretProblems({ AI_PROVIDER: "azure-openai", AI_MODEL: "gpt-5-mini" }, none)).toEqual([
      expect.stringMatching(/AI_API_KEY is missing/),
    ]));
  it("refuses a model without a provider, as the worker would not use it", () => {
    const site = {
      SITE_URL: "https://www.ihre-firma.de",
      CONTACT_NOTIFY_FROM: "kontaktformular@ihre-firma.de",
      CONTACT_NOTIFY_TO: "team@ihre-firma.de",
    };
    expect(configProblems({ ...site, AI_MODEL: "gpt-5-mini" })).toEqual([expect.stringMatching(/AI_PROVIDER is missing/)]);
    expect(configProblems({ ...site, AI_MODEL: "gpt-5-mini", AI_PROVIDER: "openai" })).toEqual([]);
  });
  it("needs no key for a model on this machine, for Workers AI, or without a model", () => {
    expect(requiredSecrets({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3" })).not.toContain("AI_API_KEY");
    expect(requiredSecrets({ AI_PROVIDER: "workers-ai", AI_MODEL: "@cf/meta/llama-3.1-8b-instruct" })).not.toContain("AI_API_KEY");
    expect(requiredSecrets({ AI_PROVIDER: "openai" })).not.toContain("AI_API_KEY");
  });
  it("refuses a Turnstile site key without TURNSTILE_SECRET_KEY", () =>
    expect(missingSecretProblems({ TURNSTILE_SITE_KEY: "0x4AAA" }, none)).toEqual([
      expect.stringMatching(/TURNSTILE_SECRET_KEY is missing/),
    ]));
  it("is satisfied by secrets set on the worker", () =>
    expect(missingSecretProblems({ TURNSTILE_SITE_KEY: "0x4AAA" }, new Set(["TURNSTILE_SECRET_KEY"]))).toEqual([]));
});

it("npm run dev's SITE_URL follows PORT unless SITE_URL is given", () => {
  expect(devSiteUrl({ PORT: "8900" })).toBe("http://127.0.0.1:8900");
  expect(devSiteUrl({})).toBe("http://127.0.0.1:5173");
  expect(devSiteUrl({ PORT: "8900", SITE_URL: "http://localhost:8900" })).toBe("http://localhost:8900");
});

it("the deploy script stops before building, with a clear message, for a loopback SITE_URL", () => {
  let stderr = "";
  let status = 0;
  try {
    execFileSync("node", ["scripts/deploy.ts", "--dry-run", "--site-url", "http://127.0.0.1:8787"], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    ({ stderr, status } = error as { stderr: string; status: number });
  }
  expect(status).toBe(1);
  expect(stderr).toMatch(/Deploy \(production\) refused:\n {2}- SITE_URL "http:\/\/127\.0\.0\.1:8787" points to this machine \(loopback\)/);
});
