/** @file A custom page built in the admin area: its active sections in order, in the page's language (HTML rendered on the server). */
import { responsiveSource } from "../../../common/media";
import type { RenderedPage, RenderedSection } from "../../../common/page-records";
import { useLocale, useSiteData } from "../../i18n/use-t";
import { customPageTitle } from "./custom-route";

function SectionBlock({ section, en, first }: { section: RenderedSection; en: boolean; first: boolean }) {
  const { siteUrl } = useSiteData().config;
  const title = (en && section.title_en) || section.title;
  const subtitle = (en && section.subtitle_en) || section.subtitle;
  const html = (en && section.html_en) || section.html;
  const Heading = first ? "h1" : "h2";
  const classes = ["custom-page__section", `custom-page__section--${section.section_type}`, section.background_color, section.text_color]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={classes} id={section.section_key}>
      <div className="container">
        {title && <Heading>{title}</Heading>}
        {subtitle && <p className="custom-page__subtitle">{subtitle}</p>}
        {section.image_url && (
          <img
            className="custom-page__image"
            {...responsiveSource(section.image_url, undefined, siteUrl)}
            width={section.image_width ?? undefined}
            height={section.image_height ?? undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server: raw HTML in the Markdown is dropped, unsafe link targets removed */}
        {html && <div className="custom-page__content" dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
    </section>
  );
}

export function CustomPage({ page }: { page: RenderedPage }) {
  const locale = useLocale();
  const en = locale === "en";
  const firstHasTitle = Boolean(page.sections[0] && ((en && page.sections[0].title_en) || page.sections[0].title));
  return (
    <div className="custom-page">
      {!firstHasTitle && (
        <section className="custom-page__section custom-page__section--hero">
          <div className="container">
            <h1>{customPageTitle(page, locale)}</h1>
          </div>
        </section>
      )}
      {page.sections.map((section, i) => (
        <SectionBlock key={section.id} section={section} en={en} first={firstHasTitle && i === 0} />
      ))}
    </div>
  );
}
