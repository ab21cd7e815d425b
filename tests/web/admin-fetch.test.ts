import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApiError, adminFetch, setUnauthorizedHandler } from "../../web/admin/api";
import { loginSearch } from "../../web/admin/guard";

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const type = typeof body === "string" ? "text/html" : "application/json";
  return vi.fn(async () => new Response(status === 204 ? null : text, { status, headers: { "content-type": type, ...headers } }));
}

afterEach(() => vi.unstubAllGlobals());

describe("adminFetch", () => {
  it("sends JSON with its content type and returns the parsed answer", async () => {
    const fetch = respond(201, { id: 7 });
    vi.stubGlobal("fetch", fetch);
    await expect(adminFetch("/api/admin/roles", { method: "POST", body: { name: "x" } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/roles");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"x"}');
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("turns the API's error shape into an AdminApiError with field errors", async () => {
    vi.stubGlobal(
      "fetch",
      respond(400, { error: "Ungültige Eingabe", details: { fields: { email: ["Bitte eine gültige E-Mail-Adresse angeben"] } } }),
    );
    const err = (await adminFetch("/api/admin/users").catch((e) => e)) as AdminApiError;
    expect(err).toBeInstanceOf(AdminApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe("Ungültige Eingabe");
    expect(err.fieldErrors.email).toEqual(["Bitte eine gültige E-Mail-Adresse angeben"]);
  });

  it("reads Retry-After of a 429", async () => {
    vi.stubGlobal("fetch", respond(429, { error: "Zu viele Versuche" }, { "retry-after": "120" }));
    const err = (await adminFetch("/api/auth/login", { method: "POST", body: {}, redirectOn401: false }).catch((e) => e)) as AdminApiError;
    expect([err.status, err.retryAfter]).toEqual([429, 120]);
  });

  it("hands a 401 to the sign-in redirect, except for calls that opt out", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal("fetch", respond(401, { error: "Nicht angemeldet" }));
    await expect(adminFetch("/api/admin/users")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(adminFetch("/api/auth/me", { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("reports a network failure as status 0 and an HTML answer as a non-JSON response", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(adminFetch("/api/admin/users")).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal("fetch", respond(200, "<!doctype html><p>index</p>"));
    await expect(adminFetch("/api/admin/users")).rejects.toThrow(/non-JSON response \(text\/html\): <!doctype html>/);
  });

  it("returns nothing for 204", async () => {
    vi.stubGlobal("fetch", respond(204, {}));
    await expect(adminFetch("/api/admin/users/3", { method: "DELETE" })).resolves.toBeUndefined();
  });
});

describe("the sign-in page's redirect target", () => {
  it("accepts admin paths only, so the sign-in page cannot send anyone to another site", () => {
    expect(loginSearch({ redirect: "/admin/users?x=1" })).toEqual({ redirect: "/admin/users?x=1" });
    expect(loginSearch({ redirect: "/admin" })).toEqual({ redirect: "/admin" });
    for (const bad of ["//evil.example/admin", "https://evil.example/admin", "/administrator", "/blog", 42])
      expect(loginSearch({ redirect: bad })).toEqual({ redirect: undefined });
  });

  it("cannot be tricked into leaving the site by any spelling of another host", () => {
    for (const bad of [
      "https://evil.example/phish",
      "//evil.example/phish",
      "/\\evil.example/phish",
      "/%2F%2Fevil.example/phish",
      "/%2f%2fevil.example",
      "/admin/..//evil.example/phish",
      "/admin/../\\evil.example",
      "/admin/%2e%2e//evil.example",
      "/admin/\\..\\..\\evil.example",
      "\t//evil.example",
      "/admin\n//evil.example",
      "javascript:alert(1)",
      "/admin/../blog",
    ]) {
      expect(loginSearch({ redirect: bad }), bad).toEqual({ redirect: undefined });
    }
    // what stays is the normalised same-origin admin path
    expect(loginSearch({ redirect: "/admin/./users/../blog?x=1#top" })).toEqual({ redirect: "/admin/blog?x=1#top" });
  });
});
