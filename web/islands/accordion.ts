/** @file Industries accordion island: one item open at a time; clicking the open one closes it. */

export function mount(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>(".accordion__item")];
  const set = (item: HTMLElement, open: boolean) => {
    item.classList.toggle("accordion__item--open", open);
    item.querySelector(".accordion__button")?.setAttribute("aria-expanded", String(open));
    const panel = item.querySelector<HTMLElement>(".accordion__panel");
    if (panel) panel.hidden = !open;
  };
  root.addEventListener("click", (e) => {
    const item = (e.target as Element).closest(".accordion__button")?.closest<HTMLElement>(".accordion__item");
    if (!item) return;
    const open = !item.classList.contains("accordion__item--open");
    for (const other of items) set(other, other === item && open);
  });
}
