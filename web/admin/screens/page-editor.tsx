/**
 * @file The page editor: a modal with the tabs Inhalt (with the English address), Sektionen (each with its "Englische
 * Fassung"), SEO (160-character counter, search previews of both addresses, share image, noindex) and Übersetzungen
 * (the page's English title and description, with their "Englische Fassung").
 */

import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { Locale } from "../../../common/locales";
import { BUILT_IN_SLUGS, isBuiltInSlug } from "../../../common/page-records";
import { pageTexts } from "../../../common/page-translation";
import { type PageKey, pathFor } from "../../../common/routes";
import type { TranslationContext } from "../../../common/schemas/ai-content";
import {
  META_DESCRIPTION_MAX,
  newSectionDefaults,
  PAGE_DEFAULTS,
  PAGE_TEMPLATES,
  pageSchema,
  SECTION_TYPES,
} from "../../../common/schemas/pages";
import { slugify } from "../../../common/slug";
import { TRANSLATABLE, uncheckedEnglishOf } from "../../../common/translation";
import type { PageSection, PageTranslation } from "../../../common/types";
import { errorMessage } from "../../api/errors";
import { useEditorSafety } from "../editing/use-editor-safety";
import { HistoryButton } from "../history/history-panel";
import { useSlugReuse } from "../history/slug-reuse";
import { type PageRecord, pageQuery, useCreatePage, useUpdatePage } from "../queries/pages";
import { TranslationPanel } from "../translation/translation-panel";
import { Banner, Button, LoadError, Modal, Select, Spinner, submitHandler, Tabs, Textarea, TextInput, useAdminForm, useToast } from "../ui";
import { ShareImageField } from "./blog/share-image-field";

type SectionForm = Omit<PageSection, "id" | "page_id" | "created_at" | "updated_at" | "translation_sources"> & {
  id?: number;
  clientKey: string;
  /** The English texts taken over from a template translation and not yet checked (common/translation.ts). */
  unchecked_en: Record<string, string>;
};
/** The translated fields' names in the "Englische Fassung" panels. */
const SECTION_TRANSLATION_LABELS = { title: "Titel", subtitle: "Untertitel", content: "Inhalt" };
const PAGE_TRANSLATION_LABELS = { title: "Titel", meta_description: "Meta-Beschreibung" };
type TranslationForm = Pick<PageTranslation, "language" | "title" | "meta_description" | "meta_keywords">;

/** The address the site serves a page at: a built-in page keeps its own, a custom one has its slugs. */
function addressOf(slug: string, slugEn: string, locale: Locale) {
  const builtIn = (Object.entries(BUILT_IN_SLUGS) as [PageKey, string][]).find(([, s]) => s === slug)?.[0];
  if (builtIn) return pathFor(builtIn, locale);
  return locale === "en" ? `/en/${slugEn.trim() || slug || "slug"}` : `/${slug || "slug"}`;
}

let clientKeys = 0;
const nextClientKey = () => `s${++clientKeys}`;

const defaultValues = (page: PageRecord | null) => ({
  title: page?.title ?? "",
  slug: page?.slug ?? "",
  slug_en: page?.slug_en ?? "",
  template: page?.template ?? PAGE_DEFAULTS.template,
  published: page?.published ?? PAGE_DEFAULTS.published,
  featured_image: page?.featured_image ?? "",
  parent_id: page?.parent_id == null ? "" : String(page.parent_id),
  sort_order: String(page?.sort_order ?? PAGE_DEFAULTS.sort_order),
  meta_description: page?.meta_description ?? "",
  meta_keywords: page?.meta_keywords ?? "",
  og_image: page?.og_image ?? "",
  noindex: page?.noindex ?? false,
  /** The page's own English texts taken over from a template translation and not yet checked. */
  unchecked_en: uncheckedEnglishOf(TRANSLATABLE.page.fields, page?.translation_sources),
  sections: (page?.sections ?? []).map(
    ({ page_id: _p, created_at: _c, updated_at: _u, translation_sources, ...s }): SectionForm => ({
      ...s,
      clientKey: nextClientKey(),
      unchecked_en: uncheckedEnglishOf(TRANSLATABLE.section.fields, translation_sources),
    }),
  ),
  translations: (page?.translations ?? []).map(
    (t): TranslationForm => ({
      language: t.language,
      title: t.title,
      meta_description: t.meta_description,
      meta_keywords: t.meta_keywords,
    }),
  ),
});
type Values = ReturnType<typeof defaultValues>;

/** The request body: numbers parsed as integers, empty optional fields left to the shared schema. */
function toInput(form: Values) {
  const int = (v: string) => (v.trim() === "" ? undefined : Number.parseInt(v, 10));
  return {
    ...form,
    parent_id: int(form.parent_id) ?? null,
    sort_order: int(form.sort_order) ?? 0,
    sections: form.sections.map(({ clientKey: _k, ...s }) => ({ ...s, sort_order: Number(s.sort_order) || 0 })),
  };
}

/** The tab that holds a field. */
const tabOf = (field: string | undefined) =>
  field === "sections"
    ? "sections"
    : field === "translations"
      ? "translations"
      : field?.startsWith("meta_") || field === "og_image" || field === "noindex"
        ? "seo"
        : "content";

export function PageEditor({ pageId, onClose }: { pageId: number | null; onClose: () => void }) {
  const existing = useQuery({ ...pageQuery(pageId ?? 0), enabled: pageId !== null });
  if (pageId !== null && existing.isPending)
    return (
      <Modal title="Seite bearbeiten" onClose={onClose} size="lg">
        <Spinner />
      </Modal>
    );
  if (pageId !== null && existing.isError) {
    return (
      <Modal title="Seite bearbeiten" onClose={onClose} size="lg">
        <LoadError title="Fehler beim Laden der Seite" error={existing.error} onRetry={() => existing.refetch()} />
      </Modal>
    );
  }
  return <EditorForm page={pageId === null ? null : (existing.data ?? null)} onClose={onClose} />;
}

/** The fields' German names (draft offer, conflict dialog): every saved field, so a conflict lists each one that differs. */
const LABELS: Record<keyof Values, string> = {
  slug: "Slug",
  slug_en: "Englische Adresse",
  template: "Vorlage",
  sort_order: "Sortierung",
  featured_image: "Beitragsbild-URL",
  parent_id: "Eltern-ID",
  published: "Veröffentlicht",
  meta_description: "Meta-Beschreibung",
  meta_keywords: "Meta-Keywords",
  og_image: "Vorschaubild für geteilte Links",
  noindex: "Nicht in Suchmaschinen (noindex)",
  title: "Titel",
  sections: "Abschnitte",
  translations: "Übersetzungen",
  unchecked_en: "Ungeprüfte Vorlagen-Übersetzungen",
};

function EditorForm({ page, onClose }: { page: PageRecord | null; onClose: () => void }) {
  const slugTouched = useRef(page !== null);
  const [tab, setTab] = useState("content");
  const toast = useToast();
  const create = useCreatePage();
  const update = useUpdatePage();
  const slug = useSlugReuse();
  const save = page ? update : create;
  // computed once: the sections' client keys are new on every call, and new defaults would reset the form each render
  const [initialValues] = useState(() => defaultValues(page));
  const form = useAdminForm({
    defaultValues: initialValues,
    schema: pageSchema,
    toInput,
    // show the first tab with a problem
    onInvalid: (fields) => setTab(tabOf(fields[0])),
    onSubmit: async (body) => {
      await safety.save((version) =>
        slug.send((reuse) =>
          page
            ? update.mutateAsync({ id: page.id, body, version: version ?? page.version, reuseSlug: reuse })
            : create.mutateAsync({ body, reuseSlug: reuse }),
        ),
      );
      toast("Seite gespeichert");
      onClose();
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "pages",
    onLeave: onClose,
    recordId: page?.id ?? null,
    version: page?.version ?? null,
    labels: LABELS,
    toValues: defaultValues,
  });

  const context: TranslationContext = page?.template === "homepage" ? "homepage" : "general";
  const contentTab = (
    <div className="adm-form cms-form-grid cms-form-grid--top">
      <form.AppField
        name="title"
        listeners={{ onChange: ({ value }) => slugTouched.current || form.setFieldValue("slug", slugify(value)) }}
      >
        {(f) => <f.TextField label="Titel" required />}
      </form.AppField>
      <form.AppField name="slug">
        {(f) => (
          <TextInput
            label="Slug"
            required
            name={f.name}
            value={f.state.value}
            onChange={(e) => {
              slugTouched.current = true;
              f.handleChange(e.target.value);
            }}
            error={f.state.meta.errors[0] as string | undefined}
            hint="Deutsche Adresse der Seite: /slug"
          />
        )}
      </form.AppField>
      {/* a built-in page (home, team, kontakt, ...) has its fixed English address */}
      <form.Subscribe selector={(s) => s.values.slug}>
        {(slug) =>
          isBuiltInSlug(slug) ? null : (
            <form.AppField name="slug_en">
              {(f) => <f.TextField label="Englische Adresse" hint="Slug der englischen Seite: /en/slug; leer: wie der deutsche Slug" />}
            </form.AppField>
          )
        }
      </form.Subscribe>
      <form.AppField name="template">
        {(f) => <f.SelectField label="Vorlage" required options={PAGE_TEMPLATES.map((t) => ({ value: t, label: t }))} />}
      </form.AppField>
      <form.AppField name="sort_order">{(f) => <f.TextField label="Sortierung" type="number" min={0} step={1} />}</form.AppField>
      <form.AppField name="featured_image">{(f) => <f.TextField label="Beitragsbild-URL" />}</form.AppField>
      <form.AppField name="parent_id">{(f) => <f.TextField label="Eltern-ID" type="number" min={1} step={1} />}</form.AppField>
      <form.AppField name="published">{(f) => <f.CheckboxField label="Veröffentlicht" />}</form.AppField>
    </div>
  );

  const seoTab = (
    <div className="adm-form">
      <form.AppField name="meta_description">
        {(f) => <f.TextAreaField label="Meta-Beschreibung" rows={3} hint={<Counter length={f.state.value.length} />} />}
      </form.AppField>
      <form.AppField name="meta_keywords">{(f) => <f.TextField label="Meta-Keywords" hint="Durch Kommas getrennt" />}</form.AppField>
      <form.Subscribe selector={(s) => s.values}>
        {(v) => {
          const en = v.translations.find((t) => t.language === "en");
          return (
            <div className="seo-panel__languages">
              <SearchPreview label="Deutsch" title={v.title} path={addressOf(v.slug, v.slug_en, "de")} description={v.meta_description} />
              {/* the English address as the site serves it: the English slug, else the German one */}
              <SearchPreview
                label="Englisch"
                title={en?.title || v.title}
                path={addressOf(v.slug, v.slug_en, "en")}
                description={en?.meta_description || v.meta_description}
              />
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
            fallback="das Beitragsbild der Seite"
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
    </div>
  );

  return (
    <Modal
      title={page ? `Seite bearbeiten: ${page.title}` : "Neue Seite"}
      onClose={() => safety.requestClose(onClose)}
      size="lg"
      footer={
        <>
          <HistoryButton resource="pages" recordId={page?.id} version={page?.version} onRestored={onClose} />
          <Button onClick={() => safety.requestClose(onClose)}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="page-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="page-form" onSubmit={submitHandler(form)} noValidate>
        {safety.banner}
        {save.isError && !safety.reports(save.error) && (
          <Banner tone="error">Fehler beim Speichern der Seite: {errorMessage(save.error)}</Banner>
        )}
        <form.Subscribe selector={(s) => Object.values(s.fieldMeta).some((m) => m?.errors.length)}>
          {(invalid) => invalid && !save.isError && <Banner tone="error">Bitte prüfen Sie die markierten Felder.</Banner>}
        </form.Subscribe>
        <form.Subscribe selector={(s) => [s.values.sections.length, s.values.translations.length] as const}>
          {([sectionCount, translationCount]) => (
            <Tabs
              label="Seiteneditor"
              active={tab}
              onChange={setTab}
              tabs={[
                { id: "content", label: "Inhalt", content: contentTab },
                {
                  id: "sections",
                  label: `Sektionen (${sectionCount})`,
                  content: (
                    <form.Field name="sections">
                      {(f) => (
                        <SectionsTab
                          sections={f.state.value}
                          saved={page?.sections ?? []}
                          context={context}
                          error={errorsOf(f.state.meta.errors)}
                          onChange={f.handleChange}
                        />
                      )}
                    </form.Field>
                  ),
                },
                { id: "seo", label: "SEO", content: seoTab },
                {
                  id: "translations",
                  label: `Übersetzungen (${translationCount})`,
                  content: (
                    <form.Subscribe selector={(s) => [s.values.title, s.values.meta_description, s.values.unchecked_en] as const}>
                      {([title, description, unchecked]) => (
                        <form.Field name="translations">
                          {(f) => (
                            <TranslationsTab
                              german={{ title, meta_description: description }}
                              saved={page}
                              context={context}
                              translations={f.state.value}
                              error={errorsOf(f.state.meta.errors)}
                              onChange={f.handleChange}
                              unchecked={unchecked}
                              onUnchecked={(next) => form.setFieldValue("unchecked_en", next)}
                            />
                          )}
                        </form.Field>
                      )}
                    </form.Subscribe>
                  ),
                },
              ]}
            />
          )}
        </form.Subscribe>
      </form>
      {safety.dialogs}
      {slug.dialog}
    </Modal>
  );
}

const errorsOf = (errors: unknown[]) => (errors.length ? errors.filter(Boolean).map(String) : undefined);

function SearchPreview({ label, title, path, description }: { label: string; title: string; path: string; description: string }) {
  return (
    <div>
      <p className="adm-field__label">Suchvorschau ({label})</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a named preview box, not a form fieldset; a generic div cannot carry aria-label */}
      <div className="cms-serp" role="group" aria-label={`Suchvorschau (${label})`}>
        <p className="cms-serp__title">{title || "Seitentitel"}</p>
        <p className="cms-serp__url">
          {typeof window === "undefined" ? "" : window.location.host}
          {path}
        </p>
        <p className="cms-serp__description">{description.slice(0, META_DESCRIPTION_MAX) || "Noch keine Meta-Beschreibung."}</p>
      </div>
    </div>
  );
}

function Counter({ length }: { length: number }) {
  return (
    <span className={`cms-counter${length > META_DESCRIPTION_MAX ? " cms-counter--over" : ""}`}>
      {length}/{META_DESCRIPTION_MAX} Zeichen
    </span>
  );
}

function SectionsTab({
  sections,
  saved,
  context,
  error,
  onChange,
}: {
  sections: SectionForm[];
  /** The sections as stored (their translation sources). */
  saved: PageSection[];
  context: TranslationContext;
  error?: string[];
  onChange: (s: SectionForm[]) => void;
}) {
  const patch = (index: number, change: Partial<SectionForm>) => onChange(sections.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const add = () => {
    const defaults = newSectionDefaults(sections.length);
    onChange([
      ...sections,
      {
        ...defaults,
        clientKey: nextClientKey(),
        title_en: null,
        subtitle: null,
        subtitle_en: null,
        content: null,
        content_en: null,
        image_url: null,
        background_color: null,
        text_color: null,
        unchecked_en: {},
      },
    ]);
  };
  return (
    <div>
      {error && <Banner tone="error">{error.join(" ")}</Banner>}
      {sections.length === 0 && <p className="adm-muted">Noch keine Sektionen.</p>}
      {sections.map((s, i) => {
        const value = (
          key:
            | "section_key"
            | "title"
            | "title_en"
            | "subtitle"
            | "subtitle_en"
            | "content"
            | "content_en"
            | "image_url"
            | "background_color"
            | "text_color",
        ) => ({
          value: s[key] ?? "",
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => patch(i, { [key]: e.target.value }),
        });
        const label = s.title || s.section_key;
        return (
          <fieldset key={s.clientKey} className={`cms-section${s.active ? "" : " cms-section--inactive"}`}>
            <legend className="adm-sr-only">Sektion {label}</legend>
            <div className="cms-section__head">
              <h3>
                {i + 1}. {label} {!s.active && <span className="adm-muted">(inaktiv)</span>}
              </h3>
              <div className="adm-row-actions">
                <Button size="sm" onClick={() => patch(i, { active: !s.active })}>
                  {s.active ? "Deaktivieren" : "Aktivieren"}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onChange(sections.filter((_, j) => j !== i))}
                  aria-label={`Sektion ${label} entfernen`}
                >
                  Entfernen
                </Button>
              </div>
            </div>
            <div className="adm-form cms-form-grid">
              <TextInput label="Schlüssel" required {...value("section_key")} />
              <Select
                label="Typ"
                options={SECTION_TYPES.map((t) => ({ value: t, label: t }))}
                value={s.section_type}
                onChange={(e) => patch(i, { section_type: e.target.value })}
              />
              <TextInput label="Titel" {...value("title")} />
              <TextInput label="Titel (Englisch)" {...value("title_en")} />
              <TextInput label="Untertitel" {...value("subtitle")} />
              <TextInput label="Untertitel (Englisch)" {...value("subtitle_en")} />
              <div className="cms-span">
                <Textarea label="Inhalt (Markdown)" rows={6} {...value("content")} />
              </div>
              <div className="cms-span">
                <Textarea label="Inhalt Englisch (Markdown)" rows={6} {...value("content_en")} />
              </div>
              <TextInput label="Bild-URL" {...value("image_url")} />
              <TextInput
                label="Sortierung"
                type="number"
                min={0}
                step={1}
                value={String(s.sort_order)}
                onChange={(e) => patch(i, { sort_order: Number.parseInt(e.target.value, 10) || 0 })}
              />
              <TextInput label="Hintergrund (CSS-Klasse)" {...value("background_color")} />
              <TextInput label="Textfarbe (CSS-Klasse)" {...value("text_color")} />
            </div>
            <TranslationPanel
              kind="section"
              labels={SECTION_TRANSLATION_LABELS}
              context={context}
              values={s}
              saved={(s.id && saved.find((o) => o.id === s.id)) || null}
              unchecked={s.unchecked_en}
              onAccept={(field, text, unchecked) => patch(i, { [field]: String(text), unchecked_en: unchecked })}
              onUnchecked={(next) => patch(i, { unchecked_en: next })}
            />
          </fieldset>
        );
      })}
      <Button onClick={add}>Sektion hinzufügen</Button>
    </div>
  );
}

function TranslationsTab({
  german,
  saved,
  context,
  translations,
  error,
  onChange,
  unchecked,
  onUnchecked,
}: {
  /** The page's German title and meta description as in the form. */
  german: { title: string; meta_description: string };
  saved: PageRecord | null;
  context: TranslationContext;
  translations: TranslationForm[];
  error?: string[];
  onChange: (t: TranslationForm[]) => void;
  /** The page's `unchecked_en` (its own texts). */
  unchecked: Record<string, string>;
  onUnchecked: (next: Record<string, string>) => void;
}) {
  const patch = (index: number, change: Partial<TranslationForm>) =>
    onChange(translations.map((t, i) => (i === index ? { ...t, ...change } : t)));
  const free = (["en", "de"] as const).filter((l) => !translations.some((t) => t.language === l));
  // an accepted proposal fills the English translation (made when the page has none yet)
  const acceptEnglish = (field: "title_en" | "meta_description_en", text: string) => {
    const key = field === "title_en" ? "title" : "meta_description";
    const en = translations.find((t) => t.language === "en") ?? {
      language: "en" as const,
      title: "",
      meta_description: "",
      meta_keywords: "",
    };
    onChange([...translations.filter((t) => t !== en), { ...en, [key]: text }]);
  };
  return (
    <div className="cms-translations">
      {error && <Banner tone="error">{error.join(" ")}</Banner>}
      <TranslationPanel
        kind="page"
        labels={PAGE_TRANSLATION_LABELS}
        context={context}
        values={pageTexts({ ...german, translations })}
        saved={saved && { ...pageTexts(saved), translation_sources: saved.translation_sources }}
        unchecked={unchecked}
        onAccept={(field, text, next) => {
          acceptEnglish(field, String(text));
          onUnchecked(next);
        }}
        onUnchecked={onUnchecked}
      />
      {translations.length === 0 && <p className="adm-muted">Keine Übersetzungen. Deutsch ist die Grundsprache der Seite.</p>}
      {translations.map((t, i) => (
        <fieldset key={t.language} className="cms-section">
          <legend className="adm-sr-only">Übersetzung {t.language.toUpperCase()}</legend>
          <div className="cms-section__head">
            <h3>Übersetzung {t.language.toUpperCase()}</h3>
            <Button
              size="sm"
              variant="danger"
              onClick={() => onChange(translations.filter((_, j) => j !== i))}
              aria-label={`Übersetzung ${t.language.toUpperCase()} entfernen`}
            >
              Entfernen
            </Button>
          </div>
          <div className="adm-form">
            <Select
              label="Sprache"
              options={[
                { value: "en", label: "Englisch (en)" },
                { value: "de", label: "Deutsch (de)" },
              ]}
              value={t.language}
              onChange={(e) => patch(i, { language: e.target.value as "en" | "de" })}
            />
            <TextInput label="Titel" required value={t.title} onChange={(e) => patch(i, { title: e.target.value })} />
            <Textarea
              label="Meta-Beschreibung"
              rows={3}
              hint={<Counter length={(t.meta_description ?? "").length} />}
              value={t.meta_description ?? ""}
              onChange={(e) => patch(i, { meta_description: e.target.value })}
            />
            <TextInput label="Meta-Keywords" value={t.meta_keywords ?? ""} onChange={(e) => patch(i, { meta_keywords: e.target.value })} />
          </div>
        </fieldset>
      ))}
      {free.length > 0 && (
        <Button onClick={() => onChange([...translations, { language: free[0], title: "", meta_description: "", meta_keywords: "" }])}>
          Übersetzung hinzufügen
        </Button>
      )}
    </div>
  );
}
