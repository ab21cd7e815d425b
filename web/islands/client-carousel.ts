/** @file Client logo carousel island: 2/3/4/5 logos per slide by width, previous/next wrap, dots, swipe or drag. */
import { onSwipe } from "./swipe";

/** Logos per slide for a viewport width (spec 4 / 9). */
export function logosPerSlide(width: number): number {
  if (width < 640) return 2;
  if (width < 768) return 3;
  if (width < 1024) return 4;
  return 5;
}

const fill = (text: string | undefined, n: number, total: number) =>
  (text ?? "").replace(/\{(n|total)\}/g, (_, name) => String(name === "n" ? n : total));

export function mount(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>(".carousel__track");
  const dotBox = root.querySelector<HTMLElement>(".dots");
  const firstSlide = track?.querySelector(".carousel__slide");
  const firstDot = dotBox?.querySelector(".dot");
  if (!track || !dotBox || !firstSlide || !firstDot) return;
  const logos = [...track.querySelectorAll(".carousel__logo")];
  const arrows = [...root.querySelectorAll<HTMLButtonElement>("[data-prev], [data-next]")];
  let perSlide = 0;
  let index = 0;
  let slides: HTMLElement[] = [];
  let dots: Element[] = [];

  const go = (i: number) => {
    const count = slides.length;
    index = ((i % count) + count) % count;
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, j) => {
      slide.setAttribute("aria-hidden", String(j !== index));
      slide.toggleAttribute("inert", j !== index);
      slide.dataset.active = String(j === index);
    });
    dots.forEach((dot, j) => {
      dot.classList.toggle("dot--active", j === index);
      dot.setAttribute("aria-current", String(j === index));
    });
  };

  // the same <li> elements move into new slide lists (their images stay loaded); the server's first slide and dot
  // are the templates of the new ones
  const layout = () => {
    const size = logosPerSlide(window.innerWidth);
    if (size === perSlide) return;
    perSlide = size;
    const total = Math.ceil(logos.length / size);
    slides = [];
    dots = [];
    for (let j = 0; j < total; j++) {
      const slide = firstSlide.cloneNode(false) as HTMLElement;
      slide.style.gridTemplateColumns = `repeat(${size}, minmax(0, 1fr))`;
      slide.setAttribute("aria-label", fill(root.dataset.slideLabel, j + 1, total));
      slide.replaceChildren(...logos.slice(j * size, (j + 1) * size));
      slides.push(slide);
      const dot = firstDot.cloneNode(false) as Element;
      dot.setAttribute("aria-label", fill(root.dataset.dotLabel, j + 1, total));
      dot.addEventListener("click", () => go(j));
      dots.push(dot);
    }
    track.replaceChildren(...slides);
    dotBox.replaceChildren(...dots);
    for (const arrow of arrows) arrow.disabled = total <= 1;
    go(Math.min(index, total - 1));
  };

  const next = () => go(index + 1);
  const previous = () => go(index - 1);
  root.querySelector("[data-prev]")?.addEventListener("click", previous);
  root.querySelector("[data-next]")?.addEventListener("click", next);
  onSwipe(root.querySelector(".carousel__viewport"), next, previous);
  window.addEventListener("resize", layout);
  layout();
}
