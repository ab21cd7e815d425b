/**
 * @file The language switch's island (web/site/shell/top-bar.tsx): the link keeps the document's anchor when it leads
 * to the same page (`data-keep-hash`), also after the anchor changes, and a click stores the chosen language.
 */
const LANGUAGE_STORAGE_KEY = "language";

export function mount(link: HTMLElement) {
  if (!(link instanceof HTMLAnchorElement)) return;
  const base = link.getAttribute("href") ?? "";
  if (link.hasAttribute("data-keep-hash")) {
    const withHash = () => link.setAttribute("href", base + window.location.hash);
    withHash();
    window.addEventListener("hashchange", withHash);
  }
  link.addEventListener("click", () => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, link.hreflang);
    } catch {
      // storage may be blocked; the URL still decides the language
    }
  });
}
