/**
 * The Weiterleitungen dialog (issue 44): the shared schema's messages for an off-site path appear under the field before
 * anything is sent, the server's 403 for an external target is shown, and the hints tell staff without
 * redirects.external that external addresses and the home page are for admins.
 */
import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RedirectsScreen } from "../../web/admin/screens/redirects";
import { sessionQuery } from "../../web/admin/session";
import { jsonResponse, polyfillDialog, renderInAdmin, settle } from "./render";

beforeAll(polyfillDialog);

/** GETs of the lists answer empty; a write answers `write`. */
function stubApi(write: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    return method === "GET" ? jsonResponse([]) : write();
  });
  vi.stubGlobal("fetch", fetch);
  return { writes: () => fetch.mock.calls.filter(([input, init]) => (init?.method ?? (input as Request).method) !== "GET") };
}

/** The screen for a user with `permissions`, its form opened. */
async function render(permissions: string[]) {
  await renderInAdmin(<RedirectsScreen />, (client) =>
    client.setQueryData(sessionQuery.queryKey, { id: 1, email: "redaktion@example.com", permissions } as never),
  );
  await settle();
  const newButton = [...document.querySelectorAll("button")].find((b) => b.textContent === "Neue Weiterleitung")!;
  await act(async () => newButton.click());
}

const input = (label: string) => {
  const el = [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))!;
  return document.getElementById(el.htmlFor) as HTMLInputElement;
};
const described = (el: HTMLElement, kind: "hint" | "error") =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((p) => p?.classList.contains(`adm-field__${kind}`))?.textContent;
function type(el: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}
async function submit() {
  await act(async () => {
    document.querySelector<HTMLFormElement>("#redirect-form")!.requestSubmit();
    await new Promise((r) => setTimeout(r, 10));
  });
}

describe("the Weiterleitungen dialog", () => {
  it("shows the shared schema's message for an off-site target and sends nothing", async () => {
    const api = stubApi(() => jsonResponse({}, 201));
    await render(["redirects.manage"]);
    act(() => {
      type(input("Alter Pfad"), "/alt");
      type(input("Neuer Pfad oder Adresse"), "/\\evil.example");
    });
    await submit();
    expect(described(input("Neuer Pfad oder Adresse"), "error")).toMatch(/ohne \\, ohne \/\/ am Anfang/);
    act(() => type(input("Neuer Pfad oder Adresse"), "/%5Cevil.example"));
    await submit();
    expect(described(input("Neuer Pfad oder Adresse"), "error")).toMatch(/ohne \\/);
    act(() => type(input("Alter Pfad"), "//evil.example"));
    await submit();
    expect(described(input("Alter Pfad"), "error")).toMatch(/Ein Pfad dieser Website/);
    expect(api.writes()).toHaveLength(0);
  });

  it("tells staff without redirects.external what is for admins, and shows the server's 403", async () => {
    const api = stubApi(() =>
      jsonResponse(
        {
          error: 'Weiterleitungen auf andere Websites brauchen die Berechtigung "redirects.external" (Administratoren).',
          code: "permission_missing",
          details: { permission: "redirects.external" },
        },
        403,
      ),
    );
    await render(["redirects.manage"]);
    expect(described(input("Neuer Pfad oder Adresse"), "hint")).toContain("nur mit der Berechtigung „redirects.external“");
    expect(described(input("Alter Pfad"), "hint")).toContain("die Startseite (/, /en) weiterleiten dürfen nur Administratoren");
    act(() => {
      type(input("Alter Pfad"), "/alt");
      type(input("Neuer Pfad oder Adresse"), "https://other.example/");
    });
    await submit();
    expect(api.writes()).toHaveLength(1);
    expect(document.querySelector("#redirect-form [role=alert]")?.textContent).toContain("redirects.external");
  });

  it("offers external addresses to holders of redirects.external", async () => {
    stubApi(() => jsonResponse({}, 201));
    await render(["redirects.manage", "redirects.external"]);
    expect(described(input("Neuer Pfad oder Adresse"), "hint")).toBe(
      "Ein Pfad der Website (/blog/neu) oder eine externe Adresse (https://...)",
    );
    expect(described(input("Alter Pfad"), "hint")).toBe("z. B. /blog/alter-beitrag");
  });
});
