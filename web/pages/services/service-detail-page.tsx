/** @file One service detail page: hero, service cards, why/approach, optional process, certifications, tools, closing CTA. */
import type { NameGroup, ServiceDetail } from "../../content/types";
import { useLocale, useText } from "../../i18n/use-t";
import { CardGrid, CtaButtons, Heading, PageHero, Section } from "../../ui/sections";

function ToolGroup({ group }: { group: NameGroup }) {
  const text = useText();
  const locale = useLocale();
  const items = Array.isArray(group.items) ? group.items : group.items[locale];
  return (
    <div className="name-group">
      <h3>{text(group.title)}</h3>
      <ul className="tags">
        {items.map((item) => (
          <li key={item} className="tag">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ServiceDetailPage({ detail }: { detail: ServiceDetail }) {
  const text = useText();
  return (
    <>
      <PageHero hero={detail.hero} />
      <Section id="offerings" heading={detail.offerings}>
        <CardGrid cards={detail.offerings.cards} columns={detail.offerings.cards.length === 4 ? 2 : 3} />
      </Section>
      <Section id="approach" heading={detail.approach} tone="muted">
        <CardGrid cards={detail.approach.points} columns={4} />
      </Section>
      {detail.process ? (
        <Section id="process" heading={detail.process}>
          <ol className="steps">
            {detail.process.steps.map((step, i) => (
              <li key={step.title.de} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{text(step.title)}</h3>
                <p>{text(step.text)}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      <Section id="certifications" className="tools-section">
        <div className="tools-grid">
          <div className="name-group">
            <Heading heading={detail.certifications} />
            <ul className="tags">
              {detail.certifications.items.map((item) => (
                <li key={item} className="tag tag--brand">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          {detail.toolGroups.map((group) => (
            <ToolGroup key={group.title.de} group={group} />
          ))}
        </div>
      </Section>
      <section className="section section--brand cta-band" aria-labelledby="closing-title">
        <div className="container">
          <Heading heading={detail.closing} id="closing-title" />
          <CtaButtons ctas={detail.closing.ctas} />
        </div>
      </section>
    </>
  );
}
