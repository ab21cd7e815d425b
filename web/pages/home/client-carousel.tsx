/**
 * @file Client logo carousel: 2/3/4/5 logos per slide below 640/768/1024 px and above, previous/next wrap around,
 * swipe or drag of more than 50 px, dots jump to a slide, arrows disabled when everything fits on one slide.
 */
import { useEffect, useState } from "react";
import type { ClientLogo } from "../../content/types";
import { useT } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/sections";
import { useSwipe } from "./use-swipe";

/** Logos per slide for a viewport width (spec 4 / 9). */
export function logosPerSlide(width: number): number {
  if (width < 640) return 2;
  if (width < 768) return 3;
  if (width < 1024) return 4;
  return 5;
}

function useLogosPerSlide() {
  // the server does not know the width: start with the desktop value, adjust after hydration
  const [perSlide, setPerSlide] = useState(5);
  useEffect(() => {
    const update = () => setPerSlide(logosPerSlide(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return perSlide;
}

export function ClientCarousel({ logos: CLIENT_LOGOS }: { logos: ClientLogo[] }) {
  const t = useT();
  const perSlide = useLogosPerSlide();
  const slides: ClientLogo[][] = [];
  for (let i = 0; i < CLIENT_LOGOS.length; i += perSlide) slides.push(CLIENT_LOGOS.slice(i, i + perSlide));
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const next = () => go(current + 1);
  const previous = () => go(current - 1);
  const swipe = useSwipe(next, previous);
  const single = count <= 1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG carousel pattern (group + roledescription), not a form fieldset
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label={t("carousel.label")}>
      <div className="carousel__viewport" {...swipe}>
        <div className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((slide, i) => (
            <ul
              key={slide.map((l) => l.name).join()}
              className="carousel__slide"
              style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }}
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
              data-active={i === current}
            >
              {slide.map((client) => (
                <li key={client.name} className="carousel__logo">
                  <Picture image={client.logo} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="icon-button" onClick={previous} disabled={single} aria-label={t("carousel.prev")}>
          <Icon name="chevron-left" />
        </button>
        <div className="dots">
          {slides.map((slide, i) => (
            <button
              key={slide[0].name}
              type="button"
              className={`dot${i === current ? " dot--active" : ""}`}
              aria-label={t("carousel.goTo", { n: i + 1, total: count })}
              aria-current={i === current}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="icon-button" onClick={next} disabled={single} aria-label={t("carousel.next")}>
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
