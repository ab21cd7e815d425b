import { afterEach, describe, expect, it, vi } from "vitest";
import { loginSearch } from "../../web/admin/guard";
import { assetListQuery } from "../../web/admin/queries/assets";
import { adminApi, authApi, read, readPage, setUnauthorizedHandler } from "../../web/api/client";
import { ApiClientError } from "../../web/api/errors";
import { httpApi } from "../../web/data/http-api";

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const type = typeof body === "string" ? "text/html" : "application/json";
  return vi.fn(async () => new Response(status === 204 ? null : text, { status, headers: { "content-type": type, ...headers } }));
}

/** The URL and init of the n-th fetch call. */
const callOf = (fetch: ReturnType<typeof vi.fn>, n = 0) => fetch.mock.calls[n] as unknown as [string, RequestInit];

afterEach(() => vi.unstubAllGlobals());

describe("the typed API client", () => {
  it("sends JSON with its content type and returns the parsed answer", async () => {
    const fetch = respond(201, { id: 7 });
    vi.stubGlobal("fetch", fetch);
    await expect(read(adminApi.roles.$post({ json: { name: "x" } }))).resolves.toEqual({ id: 7 });
    const [url, init] = callOf(fetch);
    expect(url).toBe("/api/admin/roles");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"x"}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(init.credentials).toBe("same-origin");
  });

  it("turns the API's error shape into an ApiClientError with code and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      respond(400, {
        error: "Ungültige Eingabe",
        code: "validation_failed",
        details: { fields: { email: ["Bitte eine gültige E-Mail-Adresse angeben"] } },
      }),
    );
    const err = (await read(adminApi.users.$get()).catch((e: unknown) => e)) as ApiClientError;
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err.status).toBe(400);
    expect(err.code).toBe("validation_failed");
    expect(err.message).toBe("Ungültige Eingabe");
    expect(err.fieldErrors.email).toEqual(["Bitte eine gültige E-Mail-Adresse angeben"]);
  });

  it("reads Retry-After of a 429", async () => {
    vi.stubGlobal("fetch", respond(429, { error: "Zu viele Versuche", code: "rate_limited" }, { "retry-after": "120" }));
    const err = (await read(authApi.login.$post({ json: { email: "a@example.com", password: "x" } })).catch(
      (e: unknown) => e,
    )) as ApiClientError;
    expect([err.status, err.code, err.retryAfter]).toEqual([429, "rate_limited", 120]);
  });

  it("hands a 401 of the admin API to the sign-in redirect, but not one of the auth calls", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal("fetch", respond(401, { error: "Nicht angemeldet", code: "not_signed_in" }));
    await expect(read(adminApi.users.$get())).rejects.toMatchObject({ status: 401, code: "not_signed_in" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(read(authApi.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("reports a network failure as status 0 and an HTML answer as a non-JSON response", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(read(adminApi.users.$get())).rejects.toMatchObject({ status: 0, code: "unreachable" });
    vi.stubGlobal("fetch", respond(200, "<!doctype html><p>index</p>"));
    await expect(read(adminApi.users.$get())).rejects.toThrow(/non-JSON response \(text\/html\): <!doctype html>/);
    await expect(read(adminApi.users.$get())).rejects.toMatchObject({ code: "not_json" });
  });

  it("returns nothing for 204", async () => {
    vi.stubGlobal("fetch", respond(204, {}));
    await expect(read(adminApi.users[":id{[0-9]+}"].$delete({ param: { id: "3" } }))).resolves.toBeUndefined();
  });

  it("reads a paged list with its total, and asks only once when the list fails", async () => {
    const ok = respond(200, [{ id: 1 }, { id: 2 }], { "x-total-count": "17", "x-page": "2", "x-per-page": "2" });
    vi.stubGlobal("fetch", ok);
    await expect(readPage(adminApi.team.$get({ query: { page: "2", per_page: "2" } }))).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 17,
      page: 2,
      perPage: 2,
    });
    expect(callOf(ok)[0]).toBe("/api/admin/team?page=2&per_page=2");
    const failing = respond(403, { error: "Keine Berechtigung", code: "permission_missing" });
    vi.stubGlobal("fetch", failing);
    const query = assetListQuery({ page: 1, q: "" });
    await expect(query.queryFn!({ signal: new AbortController().signal } as never)).rejects.toMatchObject({ code: "permission_missing" });
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe("the browser's data interface", () => {
  it("tells an expired preview link from an invalid one by the code, whatever the text", async () => {
    vi.stubGlobal("fetch", respond(401, { error: "irgendein Text", code: "preview_expired" }));
    await expect(httpApi.getBlogPreview("t")).resolves.toEqual({ status: "expired", message: "irgendein Text" });
    vi.stubGlobal("fetch", respond(401, { error: "abgelaufen", code: "preview_invalid" }));
    await expect(httpApi.getBlogPreview("t")).resolves.toMatchObject({ status: "invalid" });
    vi.stubGlobal("fetch", respond(404, { error: "Blog Post nicht gefunden", code: "not_found" }));
    await expect(httpApi.getBlogPreview("t")).resolves.toMatchObject({ status: "not_found" });
  });

  it("answers null for a missing record and encodes what goes into the URL", async () => {
    const fetch = respond(404, { error: "Seite nicht gefunden", code: "not_found" });
    vi.stubGlobal("fetch", fetch);
    await expect(httpApi.getPage("a b")).resolves.toBeNull();
    expect(callOf(fetch)[0]).toBe("/api/pages?slug=a+b&with_sections=true");
    await httpApi.getBlogPreview("x/y").catch(() => null);
    expect(callOf(fetch, 1)[0]).toBe("/api/blog/preview/x%2Fy");
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
