/** @file About: company section (#company) with the company facts band, philosophy section (#philosophy). */
import { ABOUT_COMPANY, ABOUT_HERO, ABOUT_PHILOSOPHY } from "../../content/about";
import { COMPANY_STATS } from "../../content/company";
import { ANCHORS } from "../../content/navigation";
import { useText } from "../../i18n/use-t";
import { CardGrid, Heading, PageHero, Section, StatsBand } from "../../ui/sections";

export function AboutPage() {
  const text = useText();
  return (
    <>
      <PageHero hero={ABOUT_HERO} />
      <Section id={ANCHORS.company} heading={ABOUT_COMPANY}>
        <div className="prose">
          {ABOUT_COMPANY.paragraphs.map((p) => (
            <p key={p.de}>{text(p)}</p>
          ))}
        </div>
      </Section>
      <StatsBand stats={COMPANY_STATS} />
      <Section id={ANCHORS.philosophy} heading={ABOUT_PHILOSOPHY}>
        <CardGrid cards={ABOUT_PHILOSOPHY.principles} columns={3} />
        <div className="subsection">
          <Heading heading={ABOUT_PHILOSOPHY.valuesHeading} id="values-title" />
          <div className="grid grid--5">
            {ABOUT_PHILOSOPHY.values.map((value) => (
              <article key={value.title.de} className="card card--compact">
                <h3 className="card__title">{text(value.title)}</h3>
                <p>{text(value.text)}</p>
              </article>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
