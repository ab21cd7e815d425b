/** @file The home widgets' and the project filter's islands (issue 47) on their server markup, as a visitor uses them. */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../common/locales";
import { buildMessages } from "../../common/messages";
import { SETTING_DEFAULTS } from "../../common/setting-defaults";
import { PostImage } from "../../web/blog/post-image";
import { CLIENT_LOGOS } from "../../web/content/clients";
import { INDUSTRIES } from "../../web/content/industries";
import { PROJECTS } from "../../web/content/projects";
import { TESTIMONIALS } from "../../web/content/testimonials";
import { mount as mountAccordion } from "../../web/islands/accordion";
import { mount as mountCarousel } from "../../web/islands/client-carousel";
import { mount as mountFilter } from "../../web/islands/project-filter";
import { mount as mountSlider } from "../../web/islands/testimonial-slider";
import { ClientCarousel } from "../../web/pages/home/client-carousel";
import { IndustriesAccordion } from "../../web/pages/home/industries-accordion";
import { TestimonialSlider } from "../../web/pages/home/testimonial-slider";
import { ProjectFilter } from "../../web/pages/projects/project-filter";
import { PROJECTS_CONTENT } from "../../web/pages/projects/projects-content";
import { PageProvider } from "../../web/site/page-context";

/** Puts the server's markup of `ui` on a page at `path` into the document and returns the island's root. */
function serverRender(ui: ReactNode, island: string, path = "/en"): HTMLElement {
  const locale: Locale = path.startsWith("/en") ? "en" : "de";
  const site = {
    settings: { ...SETTING_DEFAULTS },
    config: { siteUrl: "", analyticsTagId: "", turnstileSiteKey: "" },
    locale,
    messages: buildMessages(locale),
    pageRecords: [],
  };
  document.body.innerHTML = renderToStaticMarkup(<PageProvider page={{ path, site }}>{ui}</PageProvider>);
  const root = document.querySelector<HTMLElement>(`[data-island="${island}"]`);
  if (!root) throw new Error(`no island ${island}`);
  return root;
}

const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const button = (name: string) => {
  const found = all("button").find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
/** The index of the dot marked current, and how many are. */
const currentDot = () => all(".dot").findIndex((dot) => dot.getAttribute("aria-current") === "true");
const currentDots = () => all(".dot").filter((dot) => dot.getAttribute("aria-current") === "true").length;

/** A mouse drag over `area` from x to x + dx (the islands listen to pointer events). */
function drag(area: Element, dx: number) {
  area.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true, clientX: 300 }));
  area.dispatchEvent(new MouseEvent("pointerup", { bubbles: true, clientX: 300 + dx }));
}

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("testimonial slider", () => {
  it("shows one quote at a time, wraps at both ends, dots select and a drag over 50 px turns", () => {
    const root = serverRender(<TestimonialSlider testimonials={TESTIMONIALS} />, "testimonial-slider");
    expect(root.dataset.islandWhen).toBe("idle");
    const shown = () => all(".testimonial:not([hidden])").map((q) => q.querySelector("strong")?.textContent);
    expect(shown()).toEqual([TESTIMONIALS[0].author]);
    expect(currentDot()).toBe(0);
    mountSlider(root);

    button("Previous testimonial").click();
    expect(shown()).toEqual([TESTIMONIALS[5].author]);
    expect(currentDot()).toBe(5);
    expect(currentDots()).toBe(1);
    expect(document.querySelector(".testimonial[data-active='true'] strong")?.textContent).toBe(TESTIMONIALS[5].author);
    button("Next testimonial").click();
    expect(shown()).toEqual([TESTIMONIALS[0].author]);

    button("Go to testimonial 4 of 6").click();
    expect(shown()).toEqual([TESTIMONIALS[3].author]);
    expect(all(".dot")[3].classList.contains("dot--active")).toBe(true);
    expect(all(".dot--active")).toHaveLength(1);

    const viewport = root.querySelector(".slider__viewport") as Element;
    drag(viewport, -30);
    expect(currentDot()).toBe(3);
    drag(viewport, -100);
    expect(currentDot()).toBe(4);
    drag(viewport, 100);
    drag(viewport, 100);
    expect(shown()).toEqual([TESTIMONIALS[2].author]);
  });
});

describe("client carousel", () => {
  afterEach(() => setWidth(1024));

  const activeLogos = () => all(".carousel__slide[data-active='true'] img").map((img) => img.getAttribute("alt"));
  const exposedSlides = () => all(".carousel__slide").filter((s) => s.getAttribute("aria-hidden") === "false" && !s.hasAttribute("inert"));

  it("the server renders 5 per slide; on a desktop previous/next wrap and dots jump", () => {
    const root = serverRender(<ClientCarousel logos={CLIENT_LOGOS} />, "client-carousel");
    expect(all(".dot")).toHaveLength(3);
    setWidth(1280);
    mountCarousel(root);
    expect(all(".dot")).toHaveLength(3);
    expect(activeLogos()).toEqual(CLIENT_LOGOS.slice(0, 5).map((c) => `${c.name} logo`));

    button("Previous logos").click();
    expect(currentDot()).toBe(2);
    expect(activeLogos()).toEqual(["Loden & Co. logo"]);
    expect((root.querySelector(".carousel__track") as HTMLElement).style.transform).toBe("translateX(-200%)");
    expect(exposedSlides()).toHaveLength(1);
    expect(exposedSlides()[0].getAttribute("aria-label")).toBe("Slide 3 of 3");
    button("Next logos").click();
    expect(currentDot()).toBe(0);
    button("Go to slide 2 of 3").click();
    expect(currentDot()).toBe(1);
    expect(currentDots()).toBe(1);
  });

  it("regroups for a phone (2 per slide) with new labels, turns on a long drag only, and follows a resize", () => {
    const root = serverRender(<ClientCarousel logos={CLIENT_LOGOS} />, "client-carousel");
    setWidth(390);
    mountCarousel(root);
    expect(all(".dot")).toHaveLength(6);
    expect(all(".carousel__slide").map((s) => s.querySelectorAll("li").length)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(all(".carousel__slide")[5].getAttribute("aria-label")).toBe("Slide 6 of 6");
    expect(all(".carousel__slide")[0].style.gridTemplateColumns).toMatch(/^repeat\(2, /);
    expect(all(".dot")[1].getAttribute("aria-label")).toBe("Go to slide 2 of 6");
    expect(exposedSlides().map((s) => s.getAttribute("aria-label"))).toEqual(["Slide 1 of 6"]);

    const viewport = root.querySelector(".carousel__viewport") as Element;
    drag(viewport, -30);
    expect(currentDot()).toBe(0);
    drag(viewport, -100);
    expect(currentDot()).toBe(1);
    drag(viewport, 150);
    expect(currentDot()).toBe(0);
    drag(viewport, 150);
    expect(currentDot()).toBe(5);

    // wider: 4 per slide, the current slide is kept within the new count, every logo once
    setWidth(800);
    window.dispatchEvent(new Event("resize"));
    expect(all(".dot")).toHaveLength(3);
    expect(currentDot()).toBe(2);
    expect(all(".carousel__logo img").map((img) => img.getAttribute("alt"))).toEqual(CLIENT_LOGOS.map((c) => `${c.name} logo`));
  });

  it("disables the arrows only while everything fits one slide", () => {
    const root = serverRender(<ClientCarousel logos={CLIENT_LOGOS.slice(0, 4)} />, "client-carousel", "/");
    const arrows = () => [button("Vorherige Logos"), button("Nächste Logos")].map((b) => (b as HTMLButtonElement).disabled);
    expect(arrows()).toEqual([true, true]);
    setWidth(500);
    mountCarousel(root);
    expect(arrows()).toEqual([false, false]);
    expect(all(".dot").map((d) => d.getAttribute("aria-label"))).toEqual(["Gehe zu Folie 1 von 2", "Gehe zu Folie 2 von 2"]);
    setWidth(1200);
    window.dispatchEvent(new Event("resize"));
    expect(arrows()).toEqual([true, true]);
    expect(all(".dot")).toHaveLength(1);
  });
});

describe("industries accordion", () => {
  it("keeps one item open at a time, and clicking the open one closes it", () => {
    const root = serverRender(<IndustriesAccordion industries={INDUSTRIES} />, "accordion");
    const buttons = all(".accordion__button");
    const expanded = () => buttons.map((b) => b.getAttribute("aria-expanded") === "true");
    const visiblePanels = () => all(".accordion__panel").map((p) => !p.hidden);
    expect(expanded()).toEqual([true, false, false, false]);
    mountAccordion(root);

    (buttons[2].querySelector("span") as HTMLElement).click();
    expect(expanded()).toEqual([false, false, true, false]);
    expect(visiblePanels()).toEqual([false, false, true, false]);
    expect(all(".accordion__item--open")).toEqual([buttons[2].closest(".accordion__item")]);
    expect(document.getElementById(buttons[2].getAttribute("aria-controls") ?? "")?.hidden).toBe(false);

    buttons[2].click();
    expect(expanded()).toEqual([false, false, false, false]);
    expect(visiblePanels()).toEqual([false, false, false, false]);
    expect(all(".accordion__item--open")).toHaveLength(0);
  });
});

describe("project filter", () => {
  let scrolled: Element[] = [];
  beforeEach(() => {
    scrolled = [];
    // jsdom lays nothing out and has no scrollIntoView (the filters of earlier tests, no longer in the document, still
    // listen to hashchange)
    Element.prototype.scrollIntoView = function (this: Element) {
      if (this.isConnected) scrolled.push(this);
    };
  });
  afterEach(() => history.replaceState(null, "", location.pathname));

  const cards = () => all(".project-grid > li");
  const eyebrows = () => all(".project-grid .eyebrow").map((e) => e.textContent?.trim());
  const pressed = () =>
    all(".filter__button")
      .filter((b) => b.getAttribute("aria-pressed") === "true")
      .map((b) => b.textContent);
  const active = () => all(".filter__button--active").map((b) => b.textContent);
  const status = () => document.querySelector("[role=status]")?.textContent;
  const emptyShown = () => !(document.querySelector(".empty-state") as HTMLElement).hidden;

  it("starts on All Projects with every card and shows only the chosen category", () => {
    const root = serverRender(<ProjectFilter content={PROJECTS_CONTENT} />, "project-filter", "/en/projects");
    expect(cards()).toHaveLength(9);
    expect(pressed()).toEqual(["All Projects"]);
    expect(status()).toBe("9 projects shown");
    expect(emptyShown()).toBe(false);
    mountFilter(root);
    expect(cards()).toHaveLength(9);
    expect(scrolled).toEqual([]);

    button("Project Management").click();
    expect(cards()).toHaveLength(2);
    expect(eyebrows()).toEqual(["Project Management", "Project Management"]);
    expect(pressed()).toEqual(["Project Management"]);
    expect(active()).toEqual(["Project Management"]);
    expect(status()).toBe("2 projects shown");

    button("All Projects").click();
    expect(cards()).toHaveLength(9);
    expect(cards().map((li) => li.dataset.category)).toEqual(PROJECTS.map((p) => p.category));
    expect(status()).toBe("9 projects shown");
  });

  it("shows the empty state for a category without projects", () => {
    const content = { ...PROJECTS_CONTENT, projects: PROJECTS.filter((p) => p.category !== "devops-infrastructure") };
    const root = serverRender(<ProjectFilter content={content} />, "project-filter", "/en/projects");
    mountFilter(root);
    button("DevOps & Infrastructure").click();
    expect(cards()).toHaveLength(0);
    expect(emptyShown()).toBe(true);
    expect((document.querySelector(".project-grid") as HTMLElement).style.display).toBe("none");
    expect(status()).toBe("0 projects shown");
    button("Data & Analytics").click();
    expect(cards()).toHaveLength(2);
    expect(emptyShown()).toBe(false);
    expect((document.querySelector(".project-grid") as HTMLElement).style.display).toBe("");
  });

  it("selects the category a #fragment names on mount and on hashchange, and scrolls the filter into view", () => {
    history.replaceState(null, "", "#projektmanagement");
    const root = serverRender(<ProjectFilter content={PROJECTS_CONTENT} />, "project-filter", "/projekte");
    mountFilter(root);
    const filter = document.querySelector(".filter");
    expect(active()).toEqual(["Projektmanagement"]);
    expect(status()).toBe("2 Projekte angezeigt");
    expect(scrolled).toEqual([filter]);

    history.replaceState(null, "", "#data-analytics");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(active()).toEqual(["Data & Analytics"]);
    expect(eyebrows()).toEqual(["Data & Analytics", "Data & Analytics"]);
    expect(scrolled).toEqual([filter, filter]);

    // a fragment no category has (the business analysis service): all projects, the list still brought into view
    history.replaceState(null, "", "#business-analyse");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(active()).toEqual(["Alle Projekte"]);
    expect(cards()).toHaveLength(9);
    expect(scrolled).toHaveLength(3);
  });
});

describe("post image", () => {
  it("is a plain image the boot script hides when broken, and nothing without a source", () => {
    const html = (src: string | null) =>
      renderToStaticMarkup(<PostImage className="blog-card__image" src={src} alt="Titel" priority sizes="768px" />);
    document.body.innerHTML = html("/media/bild.jpg");
    const img = document.querySelector("img") as HTMLImageElement;
    expect(img.hasAttribute("data-hide-broken")).toBe(true);
    expect(img.getAttribute("src")).toBe("/media/bild.jpg?w=800");
    expect(img.getAttribute("srcset")).toContain("/media/bild.jpg?w=");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.hidden).toBe(false);
    expect(html(null)).toBe("");
  });
});

// the modules of all islands stay free of React: they are loaded on pages that have no React
it("island modules import no framework", async () => {
  const sources = import.meta.glob(["../../web/islands/{accordion,client-carousel,project-filter,testimonial-slider,swipe}.ts"], {
    query: "?raw",
    import: "default",
  });
  expect(Object.keys(sources)).toHaveLength(5);
  for (const [file, load] of Object.entries(sources)) expect(String(await load()), file).not.toMatch(/from "(react|@tanstack)/);
});
