/** @file Testimonial slider, rendered on its first quote; web/islands/testimonial-slider.ts turns the quotes. */
import type { Testimonial } from "../../content/types";
import { useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/sections";

export function TestimonialSlider({ testimonials: TESTIMONIALS }: { testimonials: Testimonial[] }) {
  const t = useT();
  const text = useText();
  const count = TESTIMONIALS.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG carousel pattern (group + roledescription), not a form fieldset
    <div
      className="slider"
      role="group"
      aria-roledescription="carousel"
      aria-label={t("slider.label")}
      data-island="testimonial-slider"
      data-island-when="idle"
    >
      <div className="slider__viewport">
        {TESTIMONIALS.map((item, i) => (
          <figure key={item.author} className="testimonial" hidden={i !== 0} data-active={i === 0}>
            <Icon name="quote" className="testimonial__mark" />
            <blockquote>
              <p>{text(item.quote)}</p>
            </blockquote>
            <figcaption>
              <Picture image={item.logo} className="testimonial__logo" />
              <span>
                <strong>{item.author}</strong>
                <br />
                {text(item.position)}, {item.company}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" className="icon-button" aria-label={t("slider.prev")} data-prev>
          <Icon name="chevron-left" />
        </button>
        <div className="dots">
          {TESTIMONIALS.map((item, i) => (
            <button
              key={item.author}
              type="button"
              className={`dot${i === 0 ? " dot--active" : ""}`}
              aria-label={t("slider.goTo", { n: i + 1, total: count })}
              aria-current={i === 0}
            />
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={t("slider.next")} data-next>
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
