/** @file Career: benefits (six main, six additional), three levels, three application steps, open positions (#positions). */

import { ANCHORS } from "../../content/navigation";
import type { Benefit } from "../../content/types";
import { useLocale, useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { CtaButtons, Heading, PageHero, Picture, Section, StatsBand } from "../../ui/sections";
import type { CareerContent } from "./career-content";

function BenefitGrid({ benefits }: { benefits: Benefit[] }) {
  const text = useText();
  return (
    <ul className="grid grid--3">
      {benefits.map((benefit) => (
        <li key={benefit.id} className="card">
          <span className="card__icon">
            <Icon name={benefit.icon} />
          </span>
          <h3 className="card__title">{text(benefit.title)}</h3>
          <p>{text(benefit.text)}</p>
        </li>
      ))}
    </ul>
  );
}

export function CareerPage({ content }: { content: CareerContent }) {
  const {
    hero: CAREER_HERO,
    benefitsHeading: BENEFITS_HEADING,
    mainBenefits: MAIN_BENEFITS,
    additionalBenefitsHeading: ADDITIONAL_BENEFITS_HEADING,
    additionalBenefits: ADDITIONAL_BENEFITS,
    stats: COMPANY_STATS,
    levelsHeading: CAREER_LEVELS_HEADING,
    levels: CAREER_LEVELS,
    applicationHeading: APPLICATION_HEADING,
    applicationSteps: APPLICATION_STEPS,
    openPositions: OPEN_POSITIONS,
    speculative: SPECULATIVE_APPLICATION,
  } = content;
  const text = useText();
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <PageHero hero={CAREER_HERO} />
      <Section id="benefits" heading={BENEFITS_HEADING}>
        <BenefitGrid benefits={MAIN_BENEFITS} />
        <div className="subsection">
          <Heading heading={ADDITIONAL_BENEFITS_HEADING} id="additional-benefits-title" />
          <BenefitGrid benefits={ADDITIONAL_BENEFITS} />
        </div>
      </Section>
      <StatsBand stats={COMPANY_STATS} />
      <Section id="levels" heading={CAREER_LEVELS_HEADING} tone="muted">
        <ul className="grid grid--3">
          {CAREER_LEVELS.map((level) => (
            <li key={level.id} className="card">
              <span className="card__icon">
                <Icon name={level.icon} />
              </span>
              <h3 className="card__title">{text(level.title)}</h3>
              <p>{text(level.description)}</p>
              <ul className="check-list">
                {level.details[locale].map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="application" heading={APPLICATION_HEADING}>
        <ol className="grid grid--3 application-steps">
          {APPLICATION_STEPS.map((step) => (
            <li key={step.step} className="card application-step">
              <Picture image={step.image} className="application-step__image" />
              <p className="eyebrow">{t("career.step", { n: step.step })}</p>
              <h3 className="card__title">{text(step.title)}</h3>
              <p>{text(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <section id={ANCHORS.positions} className="section section--brand cta-band" aria-labelledby="positions-title">
        <div className="container">
          <Heading heading={OPEN_POSITIONS} id="positions-title" />
          <CtaButtons ctas={[OPEN_POSITIONS.jobBoard]} />
          <div className="subsection">
            <Heading heading={SPECULATIVE_APPLICATION} id="speculative-title" />
            <a
              className="button button--secondary"
              href={`mailto:${SPECULATIVE_APPLICATION.email}?subject=${encodeURIComponent(SPECULATIVE_APPLICATION.subject[locale])}`}
            >
              <Icon name="mail" size={18} /> {text(SPECULATIVE_APPLICATION.label)}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
