/** Admin forms on react-form: the shared schema's errors and the server's field errors appear under their fields. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TeamForm } from "../../web/admin/screens/team-form";
import { sessionQuery } from "../../web/admin/session";
import { ToastProvider } from "../../web/admin/ui";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

let root: Root | null = null;
// inside a router: the forms' leave guard (web/admin/editing) uses the router's blocker
async function render(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the admin shell has loaded the signed-in user before any form opens
  client.setQueryData(sessionQuery.queryKey, { id: 1, email: "redaktion@example.com" } as never);
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory() });
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await router.load();
  });
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** Types into a controlled input the way React notices. */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) => {
  const ids = field(name).getAttribute("aria-describedby") ?? "";
  return ids
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains("adm-field__error"))?.textContent;
};
const submit = async () => {
  await act(async () => {
    document.querySelector<HTMLFormElement>("#team-form")!.requestSubmit();
    await new Promise((r) => setTimeout(r, 0));
  });
};

describe("the team form (react-form + the shared schema)", () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<TeamForm member={null} onClose={() => {}} />);
    await submit();
    expect(errorOf("name")).toBe("Pflichtfeld");
    expect(errorOf("expertise")).toBe("Bitte mindestens ein Fachgebiet angeben");
    expect(fetch).not.toHaveBeenCalled();
    // fixed, it is sent
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 201, headers: { "content-type": "application/json" } })),
    );
    act(() => {
      type(field("name"), "Ada");
      type(field("email"), "ada@example.com");
      type(field("position"), "Beraterin");
      type(field("image_url"), "/media/ada.jpg");
      type(field("expertise"), "Daten");
      type(field("bio"), "Bio");
    });
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(errorOf("name")).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors of a 400 under their fields, and sends again after a fix", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: "Ungültige Eingabe",
            code: "validation_failed",
            details: { fields: { email: ["E-Mail bereits vergeben"] } },
          }),
          { status: 400, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    const onClose = vi.fn();
    await render(<TeamForm member={null} onClose={onClose} />);
    act(() => {
      type(field("name"), "Ada");
      type(field("email"), "ada@example.com");
      type(field("position"), "Beraterin");
      type(field("image_url"), "/media/ada.jpg");
      type(field("expertise"), "Daten, KI");
      type(field("bio"), "Bio");
    });
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      expertise: ["Daten", "KI"],
    });
    expect(errorOf("email")).toBe("E-Mail bereits vergeben");
    expect(errorOf("name")).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
    // a second attempt is sent again (the server's error does not block the form)
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
