/** @file Home about block: fed by the home record's 'about' section when present, else the built-in copy. */
import { useLocale, useText } from "../../i18n/use-t";
import { CtaButtons } from "../../ui/sections";
import type { HomeContent } from "./home-content";
import type { AboutSection } from "./home-data";

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function AboutBlock({ section, fallback: HOME_ABOUT }: { section: AboutSection | null; fallback: HomeContent["about"] }) {
  const locale = useLocale();
  const text = useText();
  const en = locale === "en";
  const pickField = (de: string | null, english: string | null, fallback: string) => (en ? english || de : de)?.trim() || fallback;
  const title = pickField(section?.title ?? null, section?.title_en ?? null, text(HOME_ABOUT.title));
  const subtitle = pickField(section?.subtitle ?? null, section?.subtitle_en ?? null, text(HOME_ABOUT.subtitle));
  const content = pickField(section?.content ?? null, section?.content_en ?? null, text(HOME_ABOUT.content));
  return (
    <section className="section about-block" aria-labelledby="about-title">
      <div className="container about-block__inner">
        <div className="section-heading">
          <h2 id="about-title">{title}</h2>
          <p className="section-heading__subtitle">{subtitle}</p>
        </div>
        <div className="about-block__text">
          {paragraphs(content).map((p) => (
            <p key={p}>{p}</p>
          ))}
          <CtaButtons ctas={[HOME_ABOUT.cta]} />
        </div>
      </div>
    </section>
  );
}
