/**
 * @file jsdom helpers of the web tests: React's act environment, <dialog>'s modal methods, rendering (plain, or inside
 * the admin's query client, toasts and a router, with a signed-in user), the clean-up after each test, waiting for
 * pending work, a JSON answer for stubbed fetches and finding a button by its text.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, vi } from "vitest";
import { sessionQuery } from "../../web/admin/session";
import { ToastProvider } from "../../web/admin/ui";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom has <dialog> but not its modal methods; Chromium's behaviour is covered by the browser tests. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}

let roots: Root[] = [];

/** Unmounts what was rendered and empties the document (after each test, or in a test that renders anew). */
export function cleanUp() {
  act(() => {
    for (const root of roots) root.unmount();
  });
  roots = [];
  document.body.innerHTML = "";
}
afterEach(() => {
  cleanUp();
  vi.unstubAllGlobals();
});

function mount() {
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  roots.push(root);
  return { container, root };
}

/** A component on its own. */
export function render(ui: ReactNode): HTMLElement {
  const { container, root } = mount();
  act(() => root.render(ui));
  return container;
}

/**
 * A screen or form as the admin shell shows it: inside a query client (the signed-in user already loaded; `prepare`
 * may seed more), the toasts and a router (the forms' leave guard uses its blocker).
 */
export async function renderInAdmin(ui: ReactNode, prepare?: (client: QueryClient) => void): Promise<HTMLElement> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, { id: 1, email: "redaktion@example.com" } as never);
  prepare?.(client);
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory() });
  const { container, root } = mount();
  await act(async () => {
    root.render(
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

/** Lets pending fetches, timers and React updates run (inside act). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** A stubbed fetch's JSON answer. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The button whose text (whitespace collapsed) is `name`. */
export const button = (name: string, scope: Element | Document = document) =>
  [...scope.querySelectorAll("button")].find((b) => b.textContent?.replace(/\s+/g, " ").trim() === name)!;
