/**
 * @file The site shell as server HTML plus its islands (issue 47): the cookie banner (first visit, stored choice,
 * settings, reopening), the navigation (scroll shadow, mobile menu, submenus, the current page), the breadcrumbs' page
 * name and the buttons that ask web/islands/boot.ts to open the cookie settings.
 */
import { afterEach, describe, expect, it } from "vitest";
import { pathFor } from "../../common/routes";
import { acceptAll, openConsentSettings, readConsent, STORED_CONSENT_MARK, saveSelection } from "../../web/consent/consent";
import { mount as mountCookieBanner } from "../../web/islands/cookie-banner";
import { mount as mountNav } from "../../web/islands/nav";
import { CookiePolicyPage } from "../../web/pages/legal/cookie-policy-page";
import { COOKIE_POLICY_CONTENT } from "../../web/pages/legal/legal-content";
import { Breadcrumbs } from "../../web/site/shell/breadcrumbs";
import { CookieBanner } from "../../web/site/shell/cookie-banner";
import { Footer } from "../../web/site/shell/footer";
import { NavBar } from "../../web/site/shell/nav-bar";
import { button, get, publicPage, serverRender, shown } from "./static-page";

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(STORED_CONSENT_MARK);
  document.body.innerHTML = "";
  document.body.style.overflow = "";
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

describe("cookie banner", () => {
  const banner = () => document.querySelector(".cookie-banner");
  const box = (name: string) => get<HTMLInputElement>(`input[name="${name}"]`);
  function open(path = "/") {
    serverRender(<CookieBanner />, publicPage(path));
    mountCookieBanner(get('[data-island="cookie-banner"]'));
  }

  it("asks a first-time visitor, and Accept All stores both categories and closes it", () => {
    open();
    expect(shown(banner())).toBe(true);
    expect(shown(button("Auswahl speichern"))).toBe(false);
    button("Alle akzeptieren").click();
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual({ status: "accepted", analytics: true, functional: true });
  });

  it("Reject All stores rejected with both categories off", () => {
    open("/en");
    button("Reject All").click();
    expect(banner()).toBeNull();
    expect(localStorage.getItem("cookieConsent")).toBe("rejected");
    expect(readConsent()).toEqual({ status: "rejected", analytics: false, functional: false });
  });

  it("shows the settings with both optional boxes unticked, and Save Selection stores exactly what was ticked", () => {
    open();
    const settings = button("Einstellungen");
    expect(settings.getAttribute("aria-expanded")).toBe("false");
    settings.click();
    expect(settings.getAttribute("aria-expanded")).toBe("true");
    expect(settings.textContent).toBe("Einstellungen ausblenden");
    expect(shown(box("analytics"))).toBe(true);
    expect([box("analytics").checked, box("functional").checked]).toEqual([false, false]);
    box("functional").click();
    button("Auswahl speichern").click();
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual({ status: "accepted", analytics: false, functional: true });
  });

  it("hides the settings again on a second click", () => {
    open();
    button("Einstellungen").click();
    button("Einstellungen ausblenden").click();
    expect(shown(box("analytics"))).toBe(false);
    expect(shown(button("Auswahl speichern"))).toBe(false);
    expect(button("Einstellungen").getAttribute("aria-expanded")).toBe("false");
  });

  it("stays away when a choice is stored (the pre-paint mark goes with it), and reopens with the settings and the stored choice", () => {
    saveSelection({ analytics: false, functional: true });
    document.documentElement.setAttribute(STORED_CONSENT_MARK, "");
    open();
    expect(banner()).toBeNull();
    expect(document.documentElement.hasAttribute(STORED_CONSENT_MARK)).toBe(false);
    openConsentSettings();
    expect(shown(banner())).toBe(true);
    expect(button("Einstellungen ausblenden").getAttribute("aria-expanded")).toBe("true");
    expect(shown(button("Auswahl speichern"))).toBe(true);
    expect([box("analytics").checked, box("functional").checked]).toEqual([false, true]);
  });

  it("asks again when the stored choice was for an older version of the texts", () => {
    acceptAll();
    localStorage.setItem("cookieConsentVersion", "0");
    open();
    expect(shown(banner())).toBe(true);
  });

  it("is opened by the footer's and the cookie policy's buttons (through boot.ts)", () => {
    serverRender(<Footer />, publicPage("/"));
    expect(button("Cookie-Einstellungen").hasAttribute("data-consent-open")).toBe(true);
    serverRender(<CookiePolicyPage content={COOKIE_POLICY_CONTENT} />, publicPage(pathFor("cookies", "en")));
    expect(button("Cookie settings").hasAttribute("data-consent-open")).toBe(true);
  });
});

describe("navigation", () => {
  const header = () => get(".site-header");
  const toggle = () => get<HTMLButtonElement>(".nav__toggle");
  function open(path = "/") {
    serverRender(<NavBar />, publicPage(path));
    mountNav(header());
  }
  const scrollTo = (y: number) => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  };

  it("gets a shadow after more than 20 px of scrolling", () => {
    open();
    expect(header().dataset.scrolled).toBe("false");
    scrollTo(15);
    expect(header().dataset.scrolled).toBe("false");
    scrollTo(200);
    expect(header().dataset.scrolled).toBe("true");
    expect(header().classList.contains("site-header--scrolled")).toBe(true);
    scrollTo(0);
    expect(header().classList.contains("site-header--scrolled")).toBe(false);
  });

  it("opens the mobile menu with scroll lock and closes it on Escape", () => {
    open();
    expect(toggle().textContent).toBe("Menü öffnen");
    toggle().click();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(get("#main-menu").classList.contains("nav__menu--open")).toBe(true);
    expect(toggle().textContent).toBe("Menü schließen");
    expect(document.body.style.overflow).toBe("hidden");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(get("#main-menu").classList.contains("nav__menu--open")).toBe(false);
    expect(toggle().textContent).toBe("Menü öffnen");
    expect(document.body.style.overflow).toBe("");
  });

  it("has both icons, the stylesheet showing the one for the toggle's state", () => {
    open("/en");
    expect(get(".nav__toggle-menu", toggle()).tagName.toLowerCase()).toBe("svg");
    expect(get(".nav__toggle-close", toggle()).tagName.toLowerCase()).toBe("svg");
    expect(toggle().textContent).toBe("Open menu");
  });

  it("keeps at most one submenu expanded", () => {
    open();
    toggle().click();
    const about = button("Untermenü Über uns");
    const services = button("Untermenü Leistungen");
    about.click();
    expect(about.getAttribute("aria-expanded")).toBe("true");
    expect(about.closest("li")?.classList.contains("nav__item--expanded")).toBe(true);
    services.click();
    expect(services.getAttribute("aria-expanded")).toBe("true");
    expect(about.getAttribute("aria-expanded")).toBe("false");
    expect(about.closest("li")?.classList.contains("nav__item--expanded")).toBe(false);
    services.click();
    expect(services.getAttribute("aria-expanded")).toBe("false");
  });

  it("links the brand to the home page of the page's language and marks the current page", () => {
    open("/en/services");
    expect(get<HTMLAnchorElement>(".nav__brand").getAttribute("href")).toBe("/en");
    const current = [...document.querySelectorAll('.nav__link[aria-current="page"]')].map((a) => a.getAttribute("href"));
    expect(current).toEqual(["/en/services"]);
  });
});

describe("breadcrumbs", () => {
  it("name the page by its own label (a post's title, not its slug)", () => {
    serverRender(<Breadcrumbs />, publicPage("/blog/ein-beitrag", { crumbLabel: "Ein Beitrag über Daten" }));
    const crumbs = [...document.querySelectorAll(".breadcrumbs li")].map((li) => li.textContent);
    expect(crumbs).toEqual(["Startseite", "Blog", "Ein Beitrag über Daten"]);
    expect(get('.breadcrumbs a[href="/blog"]').textContent).toBe("Blog");
  });
});
