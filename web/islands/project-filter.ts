/** @file Project filter island: shows one category's cards, the count and the empty state; a #fragment selects one. */

export function mount(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLElement>(".filter__button")];
  const grid = root.querySelector<HTMLElement>(".project-grid");
  const status = root.querySelector<HTMLElement>("[role=status]");
  const empty = root.querySelector<HTMLElement>(".empty-state");
  if (!grid || !status || !empty) return;
  // every card, in the server's order; those of other categories leave the list (`.grid > li` sets display)
  const cards = [...grid.children] as HTMLElement[];

  const select = (button: HTMLElement) => {
    const category = button.dataset.category;
    for (const other of buttons) {
      other.classList.toggle("filter__button--active", other === button);
      other.setAttribute("aria-pressed", String(other === button));
    }
    const shown = cards.filter((card) => !category || card.dataset.category === category);
    grid.replaceChildren(...shown);
    // (`.grid` sets display, so `hidden` would not take the empty list away)
    grid.style.display = shown.length ? "" : "none";
    empty.hidden = shown.length > 0;
    status.textContent = (status.dataset.countText ?? "").replace("{count}", String(shown.length));
  };

  const selectFromHash = () => {
    const anchor = location.hash.slice(1);
    const button = buttons.find((b) => b.dataset.anchors?.split(" ").includes(anchor)) ?? buttons[0];
    if (!anchor || !button) return;
    select(button);
    // no element carries the fragment's id (#projektmanagement from a service page), so the browser does not scroll
    root.querySelector(".filter")?.scrollIntoView({ block: "start" });
  };

  root.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLElement>(".filter__button");
    if (button) select(button);
  });
  addEventListener("hashchange", selectFromHash);
  // a page prerendered by the speculation rules may be shown under a fragment it did not have while rendering
  document.addEventListener("prerenderingchange", selectFromHash);
  selectFromHash();
}
