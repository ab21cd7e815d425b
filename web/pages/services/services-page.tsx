/** @file Services overview: hero, five service cards, statistics band, why-us list, closing call to action. */
import { COMPANY_STATS } from "../../content/company";
import { SERVICE_CARDS, SERVICES_CLOSING, SERVICES_HERO, SERVICES_STATS_HEADING, WHY_US } from "../../content/services";
import { useT } from "../../i18n/use-t";
import { CardGrid, CtaButtons, Heading, PageHero, Section, StatsBand } from "../../ui/sections";
import { ServicesGrid } from "../home/services-grid";

export function ServicesPage() {
  const t = useT();
  return (
    <>
      <PageHero hero={SERVICES_HERO} />
      <Section id="service-areas" hiddenTitle={t("services.areas")}>
        <ServicesGrid cards={SERVICE_CARDS} />
      </Section>
      <StatsBand stats={COMPANY_STATS} heading={SERVICES_STATS_HEADING} />
      <Section id="why-us" heading={WHY_US}>
        <CardGrid cards={WHY_US.points} columns={4} />
      </Section>
      <section className="section section--brand cta-band" aria-labelledby="closing-title">
        <div className="container">
          <Heading heading={SERVICES_CLOSING} id="closing-title" />
          <CtaButtons ctas={SERVICES_CLOSING.ctas} />
        </div>
      </section>
    </>
  );
}
