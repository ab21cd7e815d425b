/** @file Testimonial slider island: one quote at a time, previous/next wrap at both ends, dots select, swipe or drag. */
import { onSwipe } from "./swipe";

export function mount(root: HTMLElement): void {
  const quotes = [...root.querySelectorAll<HTMLElement>(".testimonial")];
  const dots = [...root.querySelectorAll<HTMLElement>(".dot")];
  const count = quotes.length;
  if (!count) return;
  let index = 0;
  const go = (i: number) => {
    index = ((i % count) + count) % count;
    quotes.forEach((quote, j) => {
      quote.hidden = j !== index;
      quote.dataset.active = String(j === index);
    });
    dots.forEach((dot, j) => {
      dot.classList.toggle("dot--active", j === index);
      dot.setAttribute("aria-current", String(j === index));
    });
  };
  root.querySelector("[data-prev]")?.addEventListener("click", () => go(index - 1));
  root.querySelector("[data-next]")?.addEventListener("click", () => go(index + 1));
  dots.forEach((dot, j) => {
    dot.addEventListener("click", () => go(j));
  });
  onSwipe(
    root.querySelector(".slider__viewport"),
    () => go(index + 1),
    () => go(index - 1),
  );
}
