/** @file Client logo carousel, rendered with 5 logos per slide; web/islands/client-carousel.ts regroups them for the width. */
import type { ClientLogo } from "../../content/types";
import { useT } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/sections";

const SERVER_PER_SLIDE = 5;

export function ClientCarousel({ logos: CLIENT_LOGOS }: { logos: ClientLogo[] }) {
  const t = useT();
  const slides: ClientLogo[][] = [];
  for (let i = 0; i < CLIENT_LOGOS.length; i += SERVER_PER_SLIDE) slides.push(CLIENT_LOGOS.slice(i, i + SERVER_PER_SLIDE));
  const count = slides.length;
  const single = count <= 1;
  // the island labels the slides and dots it regroups with these, "{n}" and "{total}" left to fill. It loads when the
  // browser is idle, not when visible: on a phone it regroups before the visitor scrolls to it, not before their eyes
  const placeholders = { n: "{n}", total: "{total}" };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG carousel pattern (group + roledescription), not a form fieldset
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={t("carousel.label")}
      data-island="client-carousel"
      data-island-when="idle"
      data-slide-label={t("carousel.slide", placeholders)}
      data-dot-label={t("carousel.goTo", placeholders)}
    >
      <div className="carousel__viewport">
        <div className="carousel__track" style={{ transform: "translateX(-0%)" }}>
          {slides.map((slide, i) => (
            <ul
              key={slide.map((l) => l.name).join()}
              className="carousel__slide"
              style={{ gridTemplateColumns: `repeat(${SERVER_PER_SLIDE}, minmax(0, 1fr))` }}
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: i + 1, total: count })}
              aria-hidden={i !== 0}
              inert={i !== 0}
              data-active={i === 0}
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
        <button type="button" className="icon-button" disabled={single} aria-label={t("carousel.prev")} data-prev>
          <Icon name="chevron-left" />
        </button>
        <div className="dots">
          {slides.map((slide, i) => (
            <button
              key={slide[0].name}
              type="button"
              className={`dot${i === 0 ? " dot--active" : ""}`}
              aria-label={t("carousel.goTo", { n: i + 1, total: count })}
              aria-current={i === 0}
            />
          ))}
        </div>
        <button type="button" className="icon-button" disabled={single} aria-label={t("carousel.next")} data-next>
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
