// @vitest-environment node
/** @file `npm run deploy` refuses a configuration that would put a broken site online, each refusal with its fix. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { checkConfiguration, checkMailSender, checkSecrets, checkSiteUrl } from "../../scripts/lib/deploy-checks";

const ready = {
  SITE_URL: "https://www.beispiel-beratung.de",
  CONTACT_NOTIFY_FROM: "kontakt@beispiel-beratung.de",
  CONTACT_NOTIFY_TO: "team@beispiel-beratung.de",
};
const none = new Set<string>();

describe("deploy checks", () => {
  it("accept a real https address with senders on the firm's domain", () => {
    expect(checkConfiguration(ready, none, {})).toEqual([]);
  });

  it.each([
    ["http://127.0.0.1:8787", /loopback/],
    ["http://localhost:8787", /loopback/],
    ["https://site.localhost", /loopback/],
    ["http://[::1]:8787", /loopback/],
    ["https://www.example.com", /example address/],
    ["https://beratung.test", /example address/],
    ["http://www.beispiel-beratung.de", /not https/],
    ["www.beispiel-beratung.de", /not a URL/],
    [undefined, /not set/],
  ])("refuse SITE_URL %s", (url, reason) => {
    const [refusal] = checkSiteUrl(url);
    expect(refusal.message).toMatch(reason);
    expect(refusal.hint).toMatch(/SITE_URL=https:/);
  });

  it("refuse a sender or recipient on an example domain, or one that is no address", () => {
    expect(checkMailSender({ ...ready, CONTACT_NOTIFY_FROM: "kontaktformular@example.com" }).map((r) => r.name)).toEqual([
      "CONTACT_NOTIFY_FROM",
    ]);
    expect(checkMailSender({ ...ready, CONTACT_NOTIFY_TO: "team" }).map((r) => r.message)).toEqual([
      'CONTACT_NOTIFY_TO "team" is not an e-mail address',
    ]);
  });

  it("ask for the AI key only where a remote provider and model are configured", () => {
    const openai = { ...ready, AI_PROVIDER: "openai", AI_MODEL: "gpt-5-mini" };
    expect(checkSecrets(openai, none, {}).map((r) => r.name)).toEqual(["AI_API_KEY"]);
    expect(checkSecrets(openai, new Set(["AI_API_KEY"]), {})).toEqual([]);
    expect(checkSecrets(openai, none, { AI_API_KEY: "sk-from-the-shell" })).toEqual([]);
    expect(checkSecrets({ ...openai, AI_MODEL: "" }, none, {})).toEqual([]);
    expect(checkSecrets({ ...ready, AI_PROVIDER: "workers-ai", AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" }, none, {})).toEqual(
      [],
    );
    expect(checkSecrets({ ...ready, AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3" }, none, {})).toEqual([]);
    expect(checkSecrets({ ...ready, AI_BASE_URL: "https://openrouter.ai/api/v1", AI_MODEL: "x" }, none, {}).map((r) => r.name)).toEqual([
      "AI_API_KEY",
    ]);
  });

  it("ask for the Turnstile secret when the site key is set", () => {
    const [refusal] = checkSecrets({ ...ready, TURNSTILE_SITE_KEY: "0x4AAA" }, none, {});
    expect(refusal.name).toBe("TURNSTILE_SECRET_KEY");
    expect(refusal.hint).toMatch(/wrangler secret put TURNSTILE_SECRET_KEY/);
  });

  it("npm run deploy -- --dry-run stops before building on the repository's loopback SITE_URL, saying why", () => {
    let output = "";
    let status = 0;
    try {
      execFileSync("node", ["scripts/deploy.ts", "--dry-run"], { encoding: "utf8", stdio: "pipe", env: { ...process.env, SITE_URL: "" } });
    } catch (error) {
      const failed = error as { status: number; stderr: string; stdout: string };
      status = failed.status;
      output = failed.stdout + failed.stderr;
    }
    expect(status).toBe(1);
    expect(output).toMatch(/SITE_URL "http:\/\/127\.0\.0\.1:8787" is a loopback address/);
    expect(output).not.toMatch(/Building/);
  });
});
