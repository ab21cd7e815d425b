/**
 * @file The navigation's island (web/site/shell/nav-bar.tsx): the header's shadow after more than 20 px of scroll, and
 * the narrow screens' menu: the toggle (its label and, by aria-expanded, its icon), scroll lock while open, Escape
 * closes it, and at most one submenu expanded.
 */
const SCROLL_SHADOW_THRESHOLD_PX = 20;

export function mount(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>(".nav__toggle");
  const menu = header.querySelector<HTMLElement>(".nav__menu");
  if (!toggle || !menu) return;
  const label = toggle.querySelector<HTMLElement>(".visually-hidden");

  const scrolled = () => {
    const past = window.scrollY > SCROLL_SHADOW_THRESHOLD_PX;
    header.classList.toggle("site-header--scrolled", past);
    header.dataset.scrolled = String(past);
  };
  scrolled();
  window.addEventListener("scroll", scrolled, { passive: true });

  const expand = (item: Element | null) => {
    for (const other of menu.querySelectorAll(".nav__item--parent")) {
      const open = other === item;
      other.classList.toggle("nav__item--expanded", open);
      other.querySelector(".nav__expand")?.setAttribute("aria-expanded", String(open));
    }
  };

  let overflowBefore = "";
  const setOpen = (open: boolean) => {
    if (open === (toggle.getAttribute("aria-expanded") === "true")) return;
    toggle.setAttribute("aria-expanded", String(open));
    menu.classList.toggle("nav__menu--open", open);
    if (label) label.textContent = (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? "";
    if (open) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    } else document.body.style.overflow = overflowBefore;
  };

  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  menu.addEventListener("click", (e) => {
    const button = (e.target as Element).closest(".nav__expand");
    if (!button) return;
    const item = button.closest(".nav__item");
    expand(item?.classList.contains("nav__item--expanded") ? null : item);
  });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") setOpen(false);
  });
  // a page restored from the back/forward cache would come back with the menu still open: closed, as a new page opens
  window.addEventListener("pageshow", (e) => {
    if (!e.persisted) return;
    setOpen(false);
    expand(null);
  });
}
