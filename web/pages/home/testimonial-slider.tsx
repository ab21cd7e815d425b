/** @file Testimonial slider: one quote at a time, wraps at both ends, dot navigation, swipe. */
import { useState } from "react";
import type { Testimonial } from "../../content/types";
import { useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/sections";
import { useSwipe } from "./use-swipe";

export function TestimonialSlider({ testimonials: TESTIMONIALS }: { testimonials: Testimonial[] }) {
  const t = useT();
  const text = useText();
  const count = TESTIMONIALS.length;
  const [index, setIndex] = useState(0);
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG carousel pattern (group + roledescription), not a form fieldset
    <div className="slider" role="group" aria-roledescription="carousel" aria-label={t("slider.label")}>
      <div className="slider__viewport" {...swipe}>
        {TESTIMONIALS.map((item, i) => (
          <figure key={item.author} className="testimonial" hidden={i !== index} data-active={i === index}>
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
        <button type="button" className="icon-button" onClick={() => go(index - 1)} aria-label={t("slider.prev")}>
          <Icon name="chevron-left" />
        </button>
        <div className="dots">
          {TESTIMONIALS.map((item, i) => (
            <button
              key={item.author}
              type="button"
              className={`dot${i === index ? " dot--active" : ""}`}
              aria-label={t("slider.goTo", { n: i + 1, total: count })}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="icon-button" onClick={() => go(index + 1)} aria-label={t("slider.next")}>
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
