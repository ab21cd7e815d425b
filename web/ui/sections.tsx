/** @file Building blocks the public pages share: section headings, heroes, buttons, cards, stats, pictures. */
import type { ReactNode } from "react";
import type { Card, Cta, Hero, Image, SectionHeading, Stat } from "../content/types";
import { useLocale, useT, useText } from "../i18n/use-t";
import { AppLink } from "./app-link";
import { Icon } from "./icon";
import { inlineIllustration } from "./illustrations";

export function Picture({ image, priority = false, className }: { image: Image; priority?: boolean; className?: string }) {
  const locale = useLocale();
  // the first picture of a page (its hero) is drawn inline when it is one of the illustrations: no request before the
  // text is painted (web/ui/illustrations.ts)
  const inline = priority ? inlineIllustration(image.src) : undefined;
  if (inline) {
    const alt = image.alt[locale];
    return (
      <span
        className={`${className ?? ""} picture-inline`}
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own illustration files, bundled at build time
        dangerouslySetInnerHTML={{ __html: inline }}
      />
    );
  }
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt[locale]}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

export function Heading({
  heading,
  id,
  level = 2,
  className,
}: {
  heading: SectionHeading;
  id?: string;
  level?: 1 | 2;
  className?: string;
}) {
  const text = useText();
  const H = level === 1 ? "h1" : "h2";
  return (
    <div className={`section-heading${className ? ` ${className}` : ""}`}>
      <H id={id}>{text(heading.title)}</H>
      {heading.subtitle ? <p className="section-heading__subtitle">{text(heading.subtitle)}</p> : null}
      {heading.text ? <p>{text(heading.text)}</p> : null}
    </div>
  );
}

/** Call-to-action buttons, each marked for analytics with its label and `position` (hero, section...). */
export function CtaButtons({ ctas, className, position = "section" }: { ctas: Cta[]; className?: string; position?: string }) {
  const text = useText();
  const t = useT();
  return (
    <div className={`button-row${className ? ` ${className}` : ""}`}>
      {ctas.map((cta) => (
        <AppLink
          key={text(cta.href) + cta.variant}
          href={text(cta.href)}
          className={`button button--${cta.variant}`}
          newTabHint={t("common.newTab")}
          cta={{ text: text(cta.label), position }}
        >
          {text(cta.label)}
        </AppLink>
      ))}
    </div>
  );
}

export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  const text = useText();
  return (
    <section className={`hero${hero.image ? " hero--with-image" : ""}`}>
      <div className="container hero__inner">
        <div className="hero__copy">
          {hero.tagline ? <p className="eyebrow">{text(hero.tagline)}</p> : null}
          <h1>{text(hero.title)}</h1>
          {hero.text ? <p className="hero__text">{text(hero.text)}</p> : null}
          <CtaButtons ctas={hero.ctas} position="hero" />
          {children}
        </div>
        {hero.image ? <Picture image={hero.image} priority className="hero__image" /> : null}
      </div>
    </section>
  );
}

function CardItem({ card, headingLevel = 3 }: { card: Card; headingLevel?: 3 | 4 }) {
  const text = useText();
  const locale = useLocale();
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="card">
      {card.icon ? (
        <span className="card__icon">
          <Icon name={card.icon} />
        </span>
      ) : null}
      <H className="card__title">{text(card.title)}</H>
      <p>{text(card.text)}</p>
      {card.items ? (
        <ul className="check-list">
          {card.items[locale].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  // keys in the page's language: content bundles carry only that one (worker/ssr-content.ts)
  const text = useText();
  return (
    <div className={`grid grid--${columns}`}>
      {cards.map((card) => (
        <CardItem key={text(card.title)} card={card} />
      ))}
    </div>
  );
}

export function StatsBand({ stats, heading }: { stats: Stat[]; heading?: SectionHeading }) {
  const text = useText();
  const t = useT();
  return (
    <section
      className="section stats-band"
      aria-labelledby={heading ? "stats-heading" : undefined}
      aria-label={heading ? undefined : t("home.stats.title")}
    >
      <div className="container">
        {heading ? <Heading heading={heading} id="stats-heading" /> : null}
        <dl className="stats">
          {stats.map((stat) => (
            <div key={stat.value + text(stat.label)} className="stats__item">
              <dt>{text(stat.label)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** A page section with a container and an optional heading. */
export function Section({
  id,
  heading,
  hiddenTitle,
  children,
  className,
  tone,
}: {
  id?: string;
  heading?: SectionHeading;
  /** A heading for assistive tech only (keeps the heading levels in order where the design shows none). */
  hiddenTitle?: string;
  children: ReactNode;
  className?: string;
  tone?: "muted" | "brand";
}) {
  const headingId = id ? `${id}-title` : undefined;
  const labelled = heading || hiddenTitle;
  return (
    <section
      id={id}
      className={`section${tone ? ` section--${tone}` : ""}${className ? ` ${className}` : ""}`}
      aria-labelledby={labelled ? headingId : undefined}
    >
      <div className="container">
        {heading ? <Heading heading={heading} id={headingId} /> : null}
        {hiddenTitle && !heading ? (
          <h2 id={headingId} className="visually-hidden">
            {hiddenTitle}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}
