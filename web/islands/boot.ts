/**
 * @file The one script every public page loads (issue 47): finds the page's islands (`data-island="name"`) and mounts
 * each one (a page loads only the modules of the islands it has), starts analytics only with consent, and wires the few page-wide actions
 * that need no island of their own (open the cookie settings, reload, hide a broken image, report errors).
 *
 * An island is server-rendered markup plus a module `web/islands/<name>.ts(x)` exporting `mount(root: HTMLElement)`.
 * `data-island-when` says when it is mounted: "load" (at once) or "idle" (default; when the browser is idle). Its module
 * is already downloading then (the page's start script names it, worker/public-render.tsx), and a click inside an
 * island that is not mounted yet is held and given again once it is.
 */
import { openConsentSettings } from "../consent/consent";
import { startAnalytics } from "./analytics-start";

type IslandModule = { mount: (root: HTMLElement) => void };

/** Every island the public site has; a page loads only the modules of those it contains. */
const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  "cookie-banner": () => import("./cookie-banner"),
  nav: () => import("./nav"),
  "lang-switch": () => import("./lang-switch"),
  "project-filter": () => import("./project-filter"),
  "testimonial-slider": () => import("./testimonial-slider"),
  "client-carousel": () => import("./client-carousel"),
  accordion: () => import("./accordion"),
  "contact-form": () => import("./contact-form"),
};

/** Each island's mounting, once: a second caller waits for the same one (a footer button while the banner loads). */
const mounting = new WeakMap<HTMLElement, Promise<void>>();
const mounted = new WeakSet<HTMLElement>();

/** Loads and mounts one island now (also used to open the cookie banner from a footer button before it loaded). */
export function mountIsland(root: HTMLElement): Promise<void> {
  let done = mounting.get(root);
  if (!done) {
    const load = ISLANDS[root.dataset.island ?? ""];
    done = load ? load().then((island) => island.mount(root), reportError) : Promise.resolve();
    done = done.then(() => {
      mounted.add(root);
      // for tests and styles: this island now answers to the visitor
      root.setAttribute("data-island-ready", "");
    });
    mounting.set(root, done);
  }
  return done;
}

const whenIdle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1));

function schedule(root: HTMLElement) {
  if (root.dataset.islandWhen === "load") void mountIsland(root);
  else whenIdle(() => void mountIsland(root));
}

function reportError(error: unknown) {
  import("../site/report-error").then(({ reportClientError }) => reportClientError(error)).catch(() => undefined);
}

/** Images marked `data-hide-broken` disappear when they fail (also those that failed before this script ran). */
function hideBrokenImages() {
  const hide = (img: HTMLImageElement) => {
    img.hidden = true;
  };
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-hide-broken]"))
    if (img.complete && img.naturalWidth === 0) hide(img);
  document.addEventListener(
    "error",
    (e) => {
      const target = e.target as Element | null;
      if (target instanceof HTMLImageElement && target.hasAttribute("data-hide-broken")) hide(target);
    },
    true,
  );
}

/** Buttons anywhere on the page: `data-consent-open` opens the cookie settings, `data-reload` reloads the page. */
function pageActions() {
  document.addEventListener("click", (e) => {
    const target = (e.target as Element | null)?.closest?.("[data-consent-open], [data-reload]");
    if (!target) return;
    if (target.hasAttribute("data-reload")) {
      window.location.reload();
      return;
    }
    const banner = document.querySelector<HTMLElement>('[data-island="cookie-banner"]');
    // the banner's module listens for the open request once mounted
    if (banner) void mountIsland(banner).then(openConsentSettings);
  });
}

/**
 * A click inside an island whose code has not arrived yet (it waits for an idle moment) is held and given again
 * once the island is mounted, so the visitor's first click is never lost.
 */
function replayEarlyClicks() {
  document.addEventListener(
    "click",
    (e) => {
      const target = e.target as HTMLElement | null;
      const root = target?.closest?.<HTMLElement>("[data-island]");
      if (!target || !root || mounted.has(root) || !e.isTrusted) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      void mountIsland(root).then(() => target.click());
    },
    true,
  );
}

function boot() {
  addEventListener("error", (e) => reportError(e.error ?? e.message));
  addEventListener("unhandledrejection", (e: PromiseRejectionEvent) => reportError(e.reason));
  hideBrokenImages();
  replayEarlyClicks();
  pageActions();
  for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) schedule(root);
  startAnalytics();
  document.documentElement.setAttribute("data-boot", "");
}

boot();
