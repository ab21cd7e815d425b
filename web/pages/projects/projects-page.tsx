/** @file Projects: category filter and nine reference projects, industry expertise with project counts, Start Project. */

import { useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { CtaButtons, Heading, PageHero, Section } from "../../ui/sections";
import { ProjectFilter } from "./project-filter";
import type { ProjectsContent } from "./projects-content";

export function ProjectsPage({ content }: { content: ProjectsContent }) {
  const {
    hero: PROJECTS_HERO,
    industries: INDUSTRIES,
    industriesHeading: INDUSTRY_EXPERTISE_HEADING,
    projectsCountLabel: PROJECTS_COUNT_LABEL,
    closing: PROJECTS_CLOSING,
  } = content;
  const text = useText();
  const t = useT();
  return (
    <>
      <PageHero hero={PROJECTS_HERO} />
      <Section id="references" hiddenTitle={t("projects.list")}>
        <ProjectFilter content={content} />
      </Section>
      <Section id="industries" heading={INDUSTRY_EXPERTISE_HEADING} tone="muted">
        <ul className="grid grid--4">
          {INDUSTRIES.map((industry) => (
            <li key={industry.id} className="card industry-card">
              <span className="card__icon">
                <Icon name={industry.icon} />
              </span>
              <h3 className="card__title">{text(industry.title)}</h3>
              <p className="industry-card__count">
                <strong>{industry.projectCount}</strong> {text(PROJECTS_COUNT_LABEL)}
              </p>
              <p>{text(industry.description)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section className="section section--brand cta-band" aria-labelledby="closing-title">
        <div className="container">
          <Heading heading={PROJECTS_CLOSING} id="closing-title" />
          <CtaButtons ctas={[PROJECTS_CLOSING.cta]} />
        </div>
      </section>
    </>
  );
}
