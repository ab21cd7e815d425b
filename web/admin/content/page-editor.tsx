/** @file The page editor: a modal with the tabs Inhalt, Sektionen, SEO (160-character counter, search preview) and Übersetzungen. */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  META_DESCRIPTION_MAX,
  newSectionDefaults,
  PAGE_DEFAULTS,
  PAGE_TEMPLATES,
  pageSchema,
  SECTION_TYPES,
} from "../../../common/schemas/pages";
import { slugify } from "../../../common/slug";
import type { PageSection, PageTranslation } from "../../../common/types";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { type PageRecord, pageQuery } from "../queries/content";
import {
  Banner,
  Button,
  Checkbox,
  checkForm,
  LoadError,
  Modal,
  Select,
  Spinner,
  serverFieldErrors,
  Tabs,
  Textarea,
  TextInput,
  useToast,
} from "../ui";

type SectionForm = Omit<PageSection, "id" | "page_id" | "created_at" | "updated_at"> & { id?: number; clientKey: string };
type TranslationForm = Pick<PageTranslation, "language" | "title" | "meta_description" | "meta_keywords">;

interface PageForm {
  title: string;
  slug: string;
  template: string;
  published: boolean;
  featured_image: string;
  parent_id: string;
  sort_order: string;
  meta_description: string;
  meta_keywords: string;
  sections: SectionForm[];
  translations: TranslationForm[];
}

let clientKeys = 0;
const nextClientKey = () => `s${++clientKeys}`;

function toForm(page: PageRecord | null): PageForm {
  return {
    title: page?.title ?? "",
    slug: page?.slug ?? "",
    template: page?.template ?? PAGE_DEFAULTS.template,
    published: page?.published ?? PAGE_DEFAULTS.published,
    featured_image: page?.featured_image ?? "",
    parent_id: page?.parent_id == null ? "" : String(page.parent_id),
    sort_order: String(page?.sort_order ?? PAGE_DEFAULTS.sort_order),
    meta_description: page?.meta_description ?? "",
    meta_keywords: page?.meta_keywords ?? "",
    sections: (page?.sections ?? []).map(({ page_id: _p, created_at: _c, updated_at: _u, ...s }) => ({ ...s, clientKey: nextClientKey() })),
    translations: (page?.translations ?? []).map((t) => ({
      language: t.language,
      title: t.title,
      meta_description: t.meta_description,
      meta_keywords: t.meta_keywords,
    })),
  };
}

/** The request body: numbers parsed as integers, empty optional fields left to the shared schema. */
function toInput(form: PageForm) {
  const int = (v: string) => (v.trim() === "" ? undefined : Number.parseInt(v, 10));
  return {
    ...form,
    parent_id: int(form.parent_id) ?? null,
    sort_order: int(form.sort_order) ?? 0,
    sections: form.sections.map(({ clientKey: _k, ...s }) => ({ ...s, sort_order: Number(s.sort_order) || 0 })),
  };
}

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

function EditorForm({ page, onClose }: { page: PageRecord | null; onClose: () => void }) {
  const [form, setForm] = useState(() => toForm(page));
  const [slugTouched, setSlugTouched] = useState(page !== null);
  const [tab, setTab] = useState("content");
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: JsonOf<typeof adminApi.pages.$post>) =>
      page ? read(adminApi.pages[":id"].$put({ param: { id: String(page.id) }, json: body })) : read(adminApi.pages.$post({ json: body })),
    onSuccess: async () => {
      toast("Seite gespeichert");
      await queryClient.invalidateQueries({ queryKey: ["admin", "pages"] });
      onClose();
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });
  const update = (patch: Partial<PageForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(pageSchema, toInput(form));
    if (checked.errors) {
      setErrors(checked.errors);
      // show the first tab with a problem
      const first = Object.keys(checked.errors)[0];
      setTab(
        first === "sections" ? "sections" : first === "translations" ? "translations" : first?.startsWith("meta_") ? "seo" : "content",
      );
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const text = (key: "title" | "slug" | "featured_image" | "parent_id" | "sort_order" | "meta_description" | "meta_keywords") => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ [key]: e.target.value }),
    error: errors[key],
  });

  const contentTab = (
    <div className="adm-form cms-form-grid">
      <TextInput
        label="Titel"
        required
        {...text("title")}
        onChange={(e) => update({ title: e.target.value, ...(slugTouched ? {} : { slug: slugify(e.target.value) }) })}
      />
      <TextInput
        label="Slug"
        required
        {...text("slug")}
        onChange={(e) => {
          setSlugTouched(true);
          update({ slug: e.target.value });
        }}
        hint="Adresse der Seite: /slug und /en/slug"
      />
      <Select
        label="Vorlage"
        required
        options={PAGE_TEMPLATES.map((t) => ({ value: t, label: t }))}
        value={form.template}
        onChange={(e) => update({ template: e.target.value })}
        error={errors.template}
      />
      <TextInput label="Sortierung" type="number" min={0} step={1} {...text("sort_order")} />
      <TextInput label="Beitragsbild-URL" {...text("featured_image")} />
      <TextInput label="Eltern-ID" type="number" min={1} step={1} {...text("parent_id")} />
      <Checkbox label="Veröffentlicht" checked={form.published} onChange={(e) => update({ published: e.target.checked })} />
    </div>
  );

  return (
    <Modal
      title={page ? `Seite bearbeiten: ${page.title}` : "Neue Seite"}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="page-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="page-form" onSubmit={submit} noValidate>
        {save.isError && <Banner tone="error">Fehler beim Speichern der Seite: {errorMessage(save.error)}</Banner>}
        {Object.keys(errors).length > 0 && !save.isError && <Banner tone="error">Bitte prüfen Sie die markierten Felder.</Banner>}
        <Tabs
          label="Seiteneditor"
          active={tab}
          onChange={setTab}
          tabs={[
            { id: "content", label: "Inhalt", content: contentTab },
            {
              id: "sections",
              label: `Sektionen (${form.sections.length})`,
              content: <SectionsTab sections={form.sections} error={errors.sections} onChange={(sections) => update({ sections })} />,
            },
            { id: "seo", label: "SEO", content: <SeoTab form={form} errors={errors} text={text} /> },
            {
              id: "translations",
              label: `Übersetzungen (${form.translations.length})`,
              content: (
                <TranslationsTab
                  translations={form.translations}
                  error={errors.translations}
                  onChange={(translations) => update({ translations })}
                />
              ),
            },
          ]}
        />
      </form>
    </Modal>
  );
}

function Counter({ length }: { length: number }) {
  return (
    <span className={`cms-counter${length > META_DESCRIPTION_MAX ? " cms-counter--over" : ""}`}>
      {length}/{META_DESCRIPTION_MAX} Zeichen
    </span>
  );
}

function SeoTab({
  form,
  errors,
  text,
}: {
  form: PageForm;
  errors: FieldErrors;
  text: (k: "meta_description" | "meta_keywords") => object;
}) {
  const path = form.slug === "home" ? "/" : `/${form.slug || "slug"}`;
  return (
    <div className="adm-form">
      <Textarea
        label="Meta-Beschreibung"
        rows={3}
        hint={<Counter length={form.meta_description.length} />}
        {...text("meta_description")}
        error={errors.meta_description}
      />
      <TextInput label="Meta-Keywords" hint="Durch Kommas getrennt" {...text("meta_keywords")} error={errors.meta_keywords} />
      <div>
        <p className="adm-field__label">Suchvorschau</p>
        {/* biome-ignore lint/a11y/useSemanticElements: a named preview box, not a form fieldset; a generic div cannot carry aria-label */}
        <div className="cms-serp" role="group" aria-label="Suchvorschau">
          <p className="cms-serp__title">{form.title || "Seitentitel"}</p>
          <p className="cms-serp__url">
            {typeof window === "undefined" ? "" : window.location.host}
            {path}
          </p>
          <p className="cms-serp__description">{form.meta_description.slice(0, META_DESCRIPTION_MAX) || "Noch keine Meta-Beschreibung."}</p>
        </div>
      </div>
    </div>
  );
}

function SectionsTab({ sections, error, onChange }: { sections: SectionForm[]; error?: string[]; onChange: (s: SectionForm[]) => void }) {
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
          </fieldset>
        );
      })}
      <Button onClick={add}>Sektion hinzufügen</Button>
    </div>
  );
}

function TranslationsTab({
  translations,
  error,
  onChange,
}: {
  translations: TranslationForm[];
  error?: string[];
  onChange: (t: TranslationForm[]) => void;
}) {
  const patch = (index: number, change: Partial<TranslationForm>) =>
    onChange(translations.map((t, i) => (i === index ? { ...t, ...change } : t)));
  const free = (["en", "de"] as const).filter((l) => !translations.some((t) => t.language === l));
  return (
    <div>
      {error && <Banner tone="error">{error.join(" ")}</Banner>}
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
