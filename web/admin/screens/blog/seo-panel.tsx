/**
 * @file The post form's SEO panel: meta title and description per language with a counter and a warning past the
 * length search results show, a live search-result preview of each language, the share image (its 1200×630 crop),
 * noindex and the canonical address of a syndicated post.
 */
import { blogPostPath } from "../../../../common/blog";
import type { Locale } from "../../../../common/locales";
import type { BlogPostData } from "../../../../common/schemas/blog";
import { COMPANY } from "../../../../common/site";
import { slugFromTitle } from "../../../../common/slug";
import type { useAdminForm } from "../../ui";
import type { PostFormValues } from "./post-form-values";
import { lengthGuide, previewAddress, previewText, type SeoTextField } from "./seo-preview";
import { ShareImageField } from "./share-image-field";

type PostFormApi = ReturnType<typeof useAdminForm<PostFormValues, BlogPostData>>;

// (field labels say DE/EN: "Meta-Titel (Englisch)" would also answer to the post's own "Titel (Englisch)")
const LANGUAGES: { locale: Locale; label: string; short: "DE" | "EN"; suffix: "" | "_en" }[] = [
  { locale: "de", label: "Deutsch", short: "DE", suffix: "" },
  { locale: "en", label: "Englisch", short: "EN", suffix: "_en" },
];

function LengthHint({ field, value, fallback }: { field: SeoTextField; value: string; fallback: string }) {
  const guide = lengthGuide(field, value);
  return (
    <span className={guide.over ? "seo-count seo-count--over" : "seo-count"} role={guide.over ? "status" : undefined}>
      {value.trim() ? guide.text : `Leer: ${fallback}`}
    </span>
  );
}

/** What a search engine would list for the post in one language, updated as the editor types. */
function SearchPreview({ title, description, url }: { title: string; description: string; url: string }) {
  return (
    <figure className="seo-preview" aria-label="Vorschau des Suchergebnisses">
      <figcaption className="seo-preview__address">{previewAddress(url)}</figcaption>
      <p className="seo-preview__title">{previewText("title", title)}</p>
      <p className="seo-preview__description">{previewText("description", description)}</p>
    </figure>
  );
}

export function SeoPanel({ form }: { form: PostFormApi }) {
  const origin = typeof location === "undefined" ? "" : location.origin;
  return (
    <fieldset className="seo-panel">
      <legend className="seo-panel__legend">Suchmaschinen und geteilte Links</legend>
      <form.Subscribe selector={(s) => s.values}>
        {(v) => {
          const slug = v.slug.trim() || slugFromTitle(v.title) || "neuer-post";
          return (
            <div className="seo-panel__languages">
              {LANGUAGES.map(({ locale, label, short, suffix }) => {
                const postTitle = (locale === "en" && v.title_en.trim()) || v.title.trim();
                const fallbackTitle = `${postTitle} | ${COMPANY.name} Blog`;
                const fallbackDescription = (locale === "en" && v.excerpt_en.trim()) || v.excerpt.trim();
                const title = v[`meta_title${suffix}`];
                const description = v[`meta_description${suffix}`];
                return (
                  <section key={locale} className="seo-panel__language" aria-label={label}>
                    <h3 className="seo-panel__heading">{label}</h3>
                    <form.AppField name={`meta_title${suffix}`}>
                      {(f) => (
                        <f.TextField
                          label={`Meta-Titel (${short})`}
                          maxLength={120}
                          hint={<LengthHint field="title" value={title} fallback={fallbackTitle} />}
                        />
                      )}
                    </form.AppField>
                    <form.AppField name={`meta_description${suffix}`}>
                      {(f) => (
                        <f.TextAreaField
                          label={`Meta-Beschreibung (${short})`}
                          rows={3}
                          maxLength={320}
                          hint={<LengthHint field="description" value={description} fallback="der Auszug" />}
                        />
                      )}
                    </form.AppField>
                    <SearchPreview
                      title={title.trim() || fallbackTitle}
                      description={description.trim() || fallbackDescription}
                      url={v.canonical_url.trim() || origin + blogPostPath((locale === "en" && v.slug_en.trim()) || slug, locale)}
                    />
                  </section>
                );
              })}
            </div>
          );
        }}
      </form.Subscribe>
      <form.Field name="og_image">
        {(f) => (
          <ShareImageField
            value={f.state.value}
            onChange={f.handleChange}
            error={f.state.meta.errors[0] as string | undefined}
            context={form.getFieldValue("title") || null}
            fallback="das Beitragsbild"
          />
        )}
      </form.Field>
      <form.AppField name="noindex">
        {(f) => (
          <f.CheckboxField
            label="Nicht in Suchmaschinen aufnehmen (noindex)"
            hint="Die Seite bleibt erreichbar, fehlt aber in der Sitemap und trägt robots: noindex."
          />
        )}
      </form.AppField>
      <form.AppField name="canonical_url">
        {(f) => (
          <f.TextField
            label="Kanonische Adresse (nur für übernommene Beiträge)"
            type="url"
            placeholder="https://..."
            hint="Ist der Beitrag zuerst anderswo erschienen, hier dessen Adresse; sonst leer lassen."
          />
        )}
      </form.AppField>
    </fieldset>
  );
}
