/**
 * @file The home page, composed of one component per section (spec 2.4) so that features can add sections
 * (recent blog posts and upcoming events will be inserted here when they land).
 */
import { HOME_HERO, HOME_SECTIONS, EXPERTS_NETWORK_CARD, HOME_EXPERTS_EMPTY } from "../../content/home";
import { HOME_STATS } from "../../content/company";
import type { PublicMember } from "../../data/team";
import { useText } from "../../i18n/use-t";
import { PageHero, Section, StatsBand, CtaButtons } from "../../ui/sections";
import { Icon } from "../../ui/icon";
import { TeamGrid } from "../team/team-grid";
import { AboutBlock } from "./about-block";
import { EventsSection } from "./events-section";
import { ClientCarousel } from "./client-carousel";
import type { HomeData } from "./home-data";
import { IndustriesAccordion } from "./industries-accordion";
import { ServicesGrid } from "./services-grid";
import { TestimonialSlider } from "./testimonial-slider";

function ExpertsSection({ team }: { team: PublicMember[] }) {
  const text = useText();
  const networkCard = (
    <article className="card network-card">
      <span className="card__icon">
        <Icon name="globe" />
      </span>
      <h3 className="card__title">{text(EXPERTS_NETWORK_CARD.title)}</h3>
      <p>{text(EXPERTS_NETWORK_CARD.text)}</p>
      <CtaButtons ctas={[EXPERTS_NETWORK_CARD.cta]} />
    </article>
  );
  return (
    <Section id="experts" heading={HOME_SECTIONS.experts}>
      <TeamGrid members={team} columns={4} emptyText={text(HOME_EXPERTS_EMPTY)} extra={networkCard} />
    </Section>
  );
}

export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <PageHero hero={HOME_HERO} />
      <AboutBlock section={data.about} />
      <Section id="services" heading={HOME_SECTIONS.services} tone="muted">
        <ServicesGrid />
      </Section>
      <EventsSection events={data.events} />
      <StatsBand stats={HOME_STATS} heading={HOME_SECTIONS.stats} />
      <Section id="industries" heading={HOME_SECTIONS.industries}>
        <IndustriesAccordion />
      </Section>
      <Section id="clients" heading={HOME_SECTIONS.clients} tone="muted">
        <ClientCarousel />
      </Section>
      <ExpertsSection team={data.team} />
      <Section id="testimonials" heading={HOME_SECTIONS.testimonials} tone="muted">
        <TestimonialSlider />
      </Section>
    </>
  );
}
