/**
 * @file The language switch (issues 42, 47): it leads to the page's own address in the other language as the page's
 * data names it (a post's English slug and back), to the page above it where the page does not exist in that language,
 * and keeps the anchor: also on a page opened at an anchor, which the server's link cannot have, and after the anchor
 * changes. A click stores the chosen language.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LanguageAlternates, languageSwitchTarget } from "../../web/i18n/alternates";
import { mount } from "../../web/islands/lang-switch";
import { TopBar } from "../../web/site/shell/top-bar";
import { get, publicPage, serverRender } from "./static-page";

const POST = { de: "/blog/teil-de", en: "/en/blog/part-en" };

const link = () => get<HTMLAnchorElement>("a.top-bar__lang");

/** Server-renders the top bar of the page at `url`'s path, opens the document at `url` (anchor too) and mounts the island. */
function openPage(url: string, alternates?: LanguageAlternates) {
  const [path] = url.split("#");
  serverRender(<TopBar />, publicPage(path ?? "/", { alternates }));
  const serverHref = link().getAttribute("href");
  window.history.replaceState(null, "", url);
  mount(link());
  return { serverHref };
}

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the language switch", () => {
  it("leads from a post's English slug to its German one and keeps the anchor the page was opened at", () => {
    const { serverHref } = openPage("/en/blog/part-en#teil-zwei", POST);
    // the server cannot know the anchor; the island adds it
    expect(serverHref).toBe("/blog/teil-de");
    expect(link().getAttribute("href")).toBe("/blog/teil-de#teil-zwei");
  });

  it("follows the anchor when it changes on the page", () => {
    openPage("/blog/teil-de", POST);
    expect(link().getAttribute("href")).toBe("/en/blog/part-en");
    window.history.replaceState(null, "", "/blog/teil-de#weiter-unten");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(link().getAttribute("href")).toBe("/en/blog/part-en#weiter-unten");
  });

  it("leads to the English blog from a post without English text, without the anchor", () => {
    openPage("/blog/nur-deutsch#teil-zwei", { de: "/blog/nur-deutsch" });
    expect(link().getAttribute("href")).toBe("/en/blog");
  });

  it("leads from a page of the route map to its twin, named in the other language", () => {
    openPage("/leistungen#ablauf");
    expect(link().getAttribute("href")).toBe("/en/services#ablauf");
    expect(link().textContent).toBe("EN – English version");
  });

  it("stores the chosen language on a click, and still leads there when storage is blocked", () => {
    // jsdom does not load documents; the visitor's browser follows the link
    const followed = vi.fn((e: Event) => e.preventDefault());
    window.addEventListener("click", followed);
    openPage("/en/about");
    link().click();
    expect(localStorage.getItem("language")).toBe("de");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    // an exception in a click handler would not reach the caller: the document reports it as an error event
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => {
      errors.push(e.error);
      e.preventDefault();
    };
    window.addEventListener("error", onError);
    link().click();
    window.removeEventListener("error", onError);
    window.removeEventListener("click", followed);
    expect(errors).toEqual([]);
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it("uses the route map where the page names no addresses", () => {
    expect(languageSwitchTarget("/leistungen", "en", undefined)).toEqual({ path: "/en/services", samePage: true });
    expect(languageSwitchTarget("/en/blog/part-en", "de", POST)).toEqual({ path: "/blog/teil-de", samePage: true });
    expect(languageSwitchTarget("/blog/nur-deutsch/", "en", { de: "/blog/nur-deutsch" })).toEqual({ path: "/en/blog", samePage: false });
  });
});
