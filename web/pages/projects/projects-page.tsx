/** @file Projects: category filter and nine reference projects, industry expertise with project counts, Start Project. */
import { INDUSTRIES, INDUSTRY_EXPERTISE_HEADING, PROJECTS_COUNT_LABEL } from "../../content/industries";
import { PROJECTS_CLOSING, PROJECTS_HERO } from "../../content/projects";
import { useText, useT } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { CtaButtons, Heading, PageHero, Section } from "../../ui/sections";
import { ProjectFilter } from "./project-filter";

export function ProjectsPage() {
  const text = useText();
  const t = useT();
  return (
    <>
      <PageHero hero={PROJECTS_HERO} />
      <Section id="references" hiddenTitle={t("projects.list")}>
        <ProjectFilter />
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
