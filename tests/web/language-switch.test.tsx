/**
 * The language switch (issue 42): it leads to the page's own address in the other language as its route names it (a
 * post's English slug and back), to the page above it where the page does not exist in that language, and keeps the
 * anchor: also on a page opened at an anchor, whose server-rendered link has none (hydration), and after the anchor changes.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type LanguageAlternates, languageSwitchTarget } from "../../web/i18n/alternates";
import { TopBar } from "../../web/site/shell/top-bar";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // the router scrolls to the anchor, which jsdom does not do
  Element.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
});

const POST = { de: "/blog/teil-de", en: "/en/blog/part-en" };

/** A router like the site's: the top bar above the page, a post route naming its addresses from its loader data. */
function siteRouter(path: string, alternates: LanguageAlternates) {
  const root = createRootRoute({
    component: () => (
      <>
        <TopBar />
        <Outlet />
      </>
    ),
  });
  const post = (routePath: string) =>
    createRoute({
      getParentRoute: () => root,
      path: routePath,
      loader: () => ({ alternates }),
      staticData: { alternates: (data) => (data as { alternates: LanguageAlternates }).alternates },
      component: () => <h1 id="teil-zwei">Post</h1>,
    });
  const other = createRoute({ getParentRoute: () => root, path: "/leistungen", component: () => <h1>Leistungen</h1> });
  return createRouter({
    routeTree: root.addChildren([post("/blog/$slug"), post("/en/blog/$slug"), other]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

const switchHref = () => document.querySelector<HTMLAnchorElement>("a.top-bar__lang")?.getAttribute("href");

let root: Root | null = null;
/** Server-renders the page, then hydrates it in a document opened at `url` (path and anchor), as a visitor's browser does. */
async function openPage(url: string, alternates: LanguageAlternates) {
  const [path] = url.split("#");
  const server = siteRouter(path, alternates);
  await server.load();
  const html = renderToString(<RouterProvider router={server} />);
  window.history.replaceState(null, "", url);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const serverHref = switchHref();
  const client = siteRouter(url, alternates);
  await client.load();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={client} />, { onRecoverableError: (e) => errors.push(e) });
  });
  return { serverHref, errors };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("the language switch", () => {
  it("leads from a post's English slug to its German one and keeps the anchor the page was opened at", async () => {
    const { serverHref, errors } = await openPage("/en/blog/part-en#teil-zwei", POST);
    // the server cannot know the anchor; after hydration the link has it
    expect(serverHref).toBe("/blog/teil-de");
    expect(errors).toEqual([]);
    expect(switchHref()).toBe("/blog/teil-de#teil-zwei");
  });

  it("follows the anchor when it changes on the page", async () => {
    await openPage("/blog/teil-de", POST);
    expect(switchHref()).toBe("/en/blog/part-en");
    await act(async () => {
      window.history.replaceState(null, "", "/blog/teil-de#weiter-unten");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(switchHref()).toBe("/en/blog/part-en#weiter-unten");
  });

  it("leads to the English blog from a post without English text, without the anchor", async () => {
    await openPage("/blog/nur-deutsch#teil-zwei", { de: "/blog/nur-deutsch" });
    expect(switchHref()).toBe("/en/blog");
  });

  it("uses the route map where the route names no addresses", () => {
    expect(languageSwitchTarget("/leistungen", "en", undefined)).toEqual({ path: "/en/services", samePage: true });
    expect(languageSwitchTarget("/en/blog/part-en", "de", POST)).toEqual({ path: "/blog/teil-de", samePage: true });
    expect(languageSwitchTarget("/blog/nur-deutsch/", "en", { de: "/blog/nur-deutsch" })).toEqual({ path: "/en/blog", samePage: false });
  });
});
