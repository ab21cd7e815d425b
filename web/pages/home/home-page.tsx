/**
 * @file The home page, composed of one component per section (spec 2.4) so that features can add sections
 * (recent blog posts and upcoming events are two of them). Its copy arrives as loader data.
 */
import type { PublicMember } from "../../data/team";
import { useLocale, useT, useText } from "../../i18n/use-t";
import { Icon } from "../../ui/icon";
import { CtaButtons, PageHero, Section, StatsBand } from "../../ui/sections";
import { TeamGrid } from "../team/team-grid";
import { AboutBlock } from "./about-block";
import { ClientCarousel } from "./client-carousel";
import type { HomeContent } from "./home-content";
import type { HomeData } from "./home-data";
import { IndustriesAccordion } from "./industries-accordion";
import { EventsSection, RecentPostsSection } from "./optional-sections";
import { ServicesGrid } from "./services-grid";
import { TestimonialSlider } from "./testimonial-slider";

function ExpertsSection({ team, content }: { team: PublicMember[]; content: HomeContent }) {
  const text = useText();
  const t = useT();
  const card = content.networkCard;
  const networkCard = (
    <article className="card network-card">
      <span className="card__icon">
        <Icon name="globe" />
      </span>
      <h3 className="card__title">{text(card.title)}</h3>
      <p>{text(card.text)}</p>
      <CtaButtons ctas={[card.cta]} />
    </article>
  );
  return (
    <Section id="experts" heading={content.sections.experts}>
      <TeamGrid members={team} columns={4} emptyText={t("home.experts.empty")} extra={networkCard} />
    </Section>
  );
}

export function HomePage({ data }: { data: HomeData }) {
  const { content } = data;
  const locale = useLocale();
  return (
    <>
      <PageHero hero={content.hero} />
      <AboutBlock section={data.about} fallback={content.about} />
      <Section id="services" heading={content.sections.services} tone="muted">
        <ServicesGrid cards={content.services} />
      </Section>
      {data.events.length ? <EventsSection events={data.events} /> : null}
      <StatsBand stats={content.stats} heading={content.sections.stats} />
      <Section id="industries" heading={content.sections.industries}>
        <IndustriesAccordion industries={content.industries} />
      </Section>
      <Section id="clients" heading={content.sections.clients} tone="muted">
        <ClientCarousel logos={content.clients} />
      </Section>
      <ExpertsSection team={data.team} content={content} />
      {data.posts.length ? <RecentPostsSection posts={data.posts} locale={locale} /> : null}
      <Section id="testimonials" heading={content.sections.testimonials} tone="muted">
        <TestimonialSlider testimonials={content.testimonials} />
      </Section>
    </>
  );
}
