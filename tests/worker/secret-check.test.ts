import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { secretUsable } from "../../worker/lib/secret-check";

const EXAMPLE = "change-me-to-a-long-random-string-of-at-least-32-bytes";
const fetchAs = (url: string, secret: string) => app.fetch(new Request(url), { ...env, JWT_SECRET: secret });

describe("JWT_SECRET outside local development", () => {
  it("refuses every request on a public host with the example, a short or no secret (503), and serves with a real one", async () => {
    for (const secret of [EXAMPLE, "short", ""]) {
      const res = await fetchAs("https://www.example.com/api/settings", secret);
      expect(res.status, secret).toBe(503);
      expect(((await res.json()) as { error: string }).error).toBe("Der Server ist nicht vollständig eingerichtet.");
    }
    expect((await fetchAs("https://www.example.com/api/settings", "a-real-secret-of-more-than-32-bytes-0123456789")).status).toBe(200);
  });

  it("lets local development run with the example secret", async () => {
    expect((await fetchAs("http://127.0.0.1:8787/api/settings", EXAMPLE)).status).toBe(200);
    for (const url of ["http://localhost:5173/", "http://[::1]:8787/", "http://app.localhost/", "http://127.0.0.2/"])
      expect(secretUsable(EXAMPLE, url), url).toBe(true);
    for (const url of ["https://127.0.0.1.evil.example/", "https://localhost.example.com/"])
      expect(secretUsable(EXAMPLE, url), url).toBe(false);
  });
});
