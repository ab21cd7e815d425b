/** @file The five service cards (home grid and services overview): subtitle, description, four key services, link. */
import type { ServiceCard } from "../../content/types";
import { useLocale, useT, useText } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { Icon } from "../../ui/icon";

export function ServicesGrid({ cards: SERVICE_CARDS }: { cards: ServiceCard[] }) {
  const locale = useLocale();
  const text = useText();
  const t = useT();
  return (
    <ul className="grid grid--3 service-grid">
      {SERVICE_CARDS.map((card) => (
        <li key={card.id}>
          <article className="card service-card">
            <span className="card__icon">
              <Icon name={card.icon} />
            </span>
            <h3 className="card__title">{text(card.title)}</h3>
            <p className="card__subtitle">{text(card.subtitle)}</p>
            <p>{text(card.description)}</p>
            <ul className="check-list" aria-label={t("services.keyServices")}>
              {card.highlights[locale].map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            <AppLink href={card.href[locale]} className="card__link">
              {t("common.learnMore")}
              {/* descriptive link text for screen readers and search engines; the card shows the topic */}
              <span className="visually-hidden"> {t("common.aboutTopic", { topic: text(card.title) })}</span>
              <Icon name="arrow-right" size={16} />
            </AppLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
