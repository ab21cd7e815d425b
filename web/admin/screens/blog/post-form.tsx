/**
 * @file The post form dialog on react-form: every field of a post, slug generated from the title (spec rule,
 * umlauts transliterated), comma-separated tags, the 15-row Markdown editor with the image picker, the schedule
 * in Berlin time, the SEO panel (seo-panel.tsx); checked with the same zod schema as the server before sending.
 */

import { useRef, useState } from "react";
import { BLOG_CATEGORIES, blogPostPath, CONTENT_STATUS_LABELS, type ContentStatus, displayStatus } from "../../../../common/blog";
import { joinCommaList } from "../../../../common/comma-list";
import { blogPostInputSchema, isImageUrl } from "../../../../common/schemas/blog";
import { slugFromTitle } from "../../../../common/slug";
import type { BlogPost, Versioned } from "../../../../common/types";
import { errorMessage } from "../../../api/errors";
import { useEditorSafety } from "../../editing/use-editor-safety";
import { HistoryButton } from "../../history/history-panel";
import { useSlugReuse } from "../../history/slug-reuse";
import { useSaveBlogPost } from "../../queries/blog";
import { TranslationPanel } from "../../translation/translation-panel";
import { Banner, Button, Checkbox, FormField, Modal, submitHandler, TIME_ZONE_LABEL, useAdminForm, useToast } from "../../ui";
import { ImagePicker, insertImageMarkdown } from "./image-picker";
import { POST_FIELD_LABELS, postFormValues, toPostInput } from "./post-form-values";
import { SeoPanel } from "./seo-panel";
import { statusChoices } from "./status";

/** The translated fields' names in the "Englische Fassung" panel. */
const TRANSLATION_LABELS = {
  title: "Titel",
  excerpt: "Auszug",
  content: "Inhalt",
  meta_title: "Meta-Titel",
  meta_description: "Meta-Beschreibung",
  tags: "Tags",
};

const CATEGORY_LABELS: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  "themen-artikel": "Themen-Artikel",
  events: "Events",
  "company-news": "Firmen-News",
  team: "Team",
  karriere: "Karriere",
};

/** The slug field's hint: the address, or what an empty slug becomes. */
export function slugHint(slug: string, title: string): string {
  if (slug) return `Adresse: ${blogPostPath(slug)}`;
  const generated = slugFromTitle(title);
  return generated ? `Leer lassen für: ${generated}` : "Leer lassen: der Slug wird beim Speichern aus dem Titel erzeugt.";
}

export function PostForm({ post, canPublish, onClose }: { post: Versioned<BlogPost> | null; canPublish: boolean; onClose: () => void }) {
  const [picker, setPicker] = useState<null | "content" | "content_en" | "featured">(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contentEnRef = useRef<HTMLTextAreaElement>(null);
  const toast = useToast();
  const save = useSaveBlogPost();
  const slug = useSlugReuse();
  const form = useAdminForm({
    defaultValues: postFormValues(post),
    schema: blogPostInputSchema,
    toInput: toPostInput,
    onSubmit: async (_data, values) => {
      const saved = await safety.save((version) =>
        slug.send((reuse) =>
          save.mutateAsync({ id: post?.id ?? null, body: toPostInput(values), version: version ?? 0, reuseSlug: reuse }),
        ),
      );
      toast(saved.content_status === "scheduled" ? "Blog-Post gespeichert und geplant" : "Blog-Post gespeichert");
      onClose();
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "blog",
    onLeave: onClose,
    recordId: post?.id ?? null,
    version: post?.version ?? null,
    labels: POST_FIELD_LABELS,
    toValues: postFormValues,
    // drafts and posts in review save themselves every 10 s; scheduled and live posts only on "Speichern"
    autosave: {
      enabled: !!post && !post.published && (post.content_status === "draft" || post.content_status === "review"),
      save: async (values, version, session) => {
        const body = blogPostInputSchema.safeParse(toPostInput(values));
        if (!post || !body.success) return null;
        return save.mutateAsync({ id: post.id, body: toPostInput(values), version, autosave: session });
      },
    },
  });
  const close = () => safety.requestClose(onClose);
  const setStatus = (status: ContentStatus) => {
    form.setFieldValue("content_status", status);
    form.setFieldValue("published", status === "published");
  };

  /** Inserts the picture into the German or English text, with the alt text of that language. */
  function insertImage(field: "content" | "content_en", asset: { url: string; alt_text: string; alt_en: string; file_name: string }) {
    const content = form.getFieldValue(field);
    const area = (field === "content" ? contentRef : contentEnRef).current;
    const { text, cursor } = insertImageMarkdown(
      content,
      area?.selectionStart ?? content.length,
      area?.selectionEnd ?? content.length,
      field === "content" ? asset : { ...asset, alt_text: asset.alt_en },
    );
    form.setFieldValue(field, text);
    setPicker(null);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  }

  const publishHint = canPublish ? undefined : "Veröffentlichen und Planen erfordert die Berechtigung blog.publish.";
  const statuses = statusChoices(post ? displayStatus(post) : null, canPublish);

  return (
    <>
      <Modal
        title={post ? "Blog-Post bearbeiten" : "Neuer Blog-Post"}
        onClose={close}
        size="lg"
        footer={
          <>
            <HistoryButton resource="blog" recordId={post?.id} version={post?.version} onRestored={onClose} />
            <Button onClick={close} disabled={save.isPending}>
              Abbrechen
            </Button>
            <Button variant="primary" type="submit" form="blog-post-form" busy={save.isPending} busyLabel="Wird gespeichert...">
              Speichern
            </Button>
          </>
        }
      >
        <form id="blog-post-form" className="adm-form" onSubmit={submitHandler(form)} noValidate>
          {safety.banner}
          {save.isError && !safety.reports(save.error) && (
            <Banner tone="error" title="Fehler beim Speichern des Blog-Posts">
              <p>{errorMessage(save.error)}</p>
            </Banner>
          )}
          <div className="blog-form__grid">
            <form.AppField name="title">{(f) => <f.TextField label="Titel" required maxLength={200} />}</form.AppField>
            <form.AppField name="title_en">{(f) => <f.TextField label="Titel (Englisch)" maxLength={200} />}</form.AppField>
          </div>
          <form.Subscribe selector={(s) => s.values.title}>
            {(title) => (
              <form.Field name="slug">
                {(f) => (
                  <FormField label="Slug" error={f.state.meta.errors[0] as string | undefined} hint={slugHint(f.state.value, title)}>
                    {(control) => (
                      <div className="blog-form__row">
                        <input
                          {...control}
                          name="slug"
                          className="adm-input"
                          value={f.state.value}
                          onChange={(e) => f.handleChange(e.target.value)}
                          placeholder={slugFromTitle(title)}
                          maxLength={120}
                        />
                        <Button size="sm" onClick={() => f.handleChange(slugFromTitle(title))} disabled={!slugFromTitle(title)}>
                          Aus Titel erzeugen
                        </Button>
                      </div>
                    )}
                  </FormField>
                )}
              </form.Field>
            )}
          </form.Subscribe>
          <form.Subscribe selector={(s) => s.values.slug || slugFromTitle(s.values.title)}>
            {(germanSlug) => (
              <form.AppField name="slug_en">
                {(f) => (
                  <f.TextField
                    label="Englische Adresse"
                    maxLength={120}
                    hint={`Adresse: ${blogPostPath(f.state.value.trim() || germanSlug || "…", "en")}${f.state.value.trim() ? "" : " (leer: wie der deutsche Slug)"}`}
                  />
                )}
              </form.AppField>
            )}
          </form.Subscribe>
          <form.Subscribe selector={(s) => s.values}>
            {(values) => (
              <TranslationPanel
                kind="post"
                labels={TRANSLATION_LABELS}
                context="blog"
                // as saved: the tags as lists, so their hashes match the stored ones and a proposal comes back as lines
                values={toPostInput(values)}
                saved={post}
                unchecked={values.unchecked_en}
                onAccept={(field, text, unchecked) => {
                  form.setFieldValue(field, Array.isArray(text) ? joinCommaList(text) : text);
                  form.setFieldValue("unchecked_en", unchecked);
                }}
                onUnchecked={(next) => form.setFieldValue("unchecked_en", next)}
              />
            )}
          </form.Subscribe>
          <form.AppField name="excerpt">{(f) => <f.TextAreaField label="Auszug" required rows={3} />}</form.AppField>
          <form.AppField name="excerpt_en">{(f) => <f.TextAreaField label="Auszug (Englisch)" rows={3} />}</form.AppField>
          <form.Field name="content">
            {(f) => (
              <FormField
                label="Inhalt (Markdown)"
                required
                error={f.state.meta.errors[0] as string | undefined}
                hint="Zeilenumbrüche bleiben erhalten; Tabellen, Aufgabenlisten und Durchstreichen im GitHub-Stil. HTML wird nicht übernommen."
              >
                {(control) => (
                  <>
                    <div className="blog-form__toolbar">
                      <Button size="sm" onClick={() => setPicker("content")}>
                        Bild einfügen
                      </Button>
                    </div>
                    <textarea
                      {...control}
                      name="content"
                      ref={contentRef}
                      className="adm-input adm-textarea blog-form__markdown"
                      rows={15}
                      value={f.state.value}
                      onChange={(e) => f.handleChange(e.target.value)}
                    />
                  </>
                )}
              </FormField>
            )}
          </form.Field>
          <form.Field name="content_en">
            {(f) => (
              <FormField label="Inhalt (Englisch, Markdown)" error={f.state.meta.errors[0] as string | undefined}>
                {(control) => (
                  <>
                    <div className="blog-form__toolbar">
                      <Button size="sm" onClick={() => setPicker("content_en")}>
                        Bild einfügen (englischer Alt-Text)
                      </Button>
                    </div>
                    <textarea
                      {...control}
                      name="content_en"
                      ref={contentEnRef}
                      className="adm-input adm-textarea blog-form__markdown"
                      rows={15}
                      value={f.state.value}
                      onChange={(e) => f.handleChange(e.target.value)}
                    />
                  </>
                )}
              </FormField>
            )}
          </form.Field>
          <form.Field name="featured_image">
            {(f) => (
              <>
                <FormField label="Beitragsbild (URL)" error={f.state.meta.errors[0] as string | undefined}>
                  {(control) => (
                    <div className="blog-form__row">
                      <input
                        {...control}
                        name="featured_image"
                        className="adm-input"
                        type="url"
                        value={f.state.value}
                        onChange={(e) => f.handleChange(e.target.value)}
                        placeholder="https://... oder /media/..."
                      />
                      <Button size="sm" onClick={() => setPicker("featured")}>
                        Aus Mediathek
                      </Button>
                    </div>
                  )}
                </FormField>
                {isImageUrl(f.state.value.trim()) ? <FeaturedPreview src={f.state.value.trim()} /> : null}
              </>
            )}
          </form.Field>
          <div className="blog-form__grid">
            <form.AppField name="category">
              {(f) => <f.SelectField label="Kategorie" options={BLOG_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))} />}
            </form.AppField>
            <form.AppField
              name="content_status"
              listeners={{ onChange: ({ value }) => form.setFieldValue("published", value === "published") }}
            >
              {(f) => (
                <f.SelectField
                  label="Status"
                  options={statuses.map((s) => ({ value: s, label: CONTENT_STATUS_LABELS[s] }))}
                  hint={publishHint}
                  disabled={statuses.length === 1}
                />
              )}
            </form.AppField>
          </div>
          <div className="blog-form__grid">
            <form.AppField
              name="scheduled_local"
              listeners={{
                onChange: ({ value }) => {
                  if (value && canPublish && form.getFieldValue("content_status") !== "published") setStatus("scheduled");
                },
              }}
            >
              {(f) => (
                <f.TextField
                  label={`Geplante Veröffentlichung (${TIME_ZONE_LABEL})`}
                  type="datetime-local"
                  hint="Datum und Uhrzeit in Berliner Zeit. Ein Zeitpunkt in der Zukunft plant den Post; er erscheint, sobald die Zeit erreicht ist."
                  disabled={!canPublish}
                />
              )}
            </form.AppField>
            <form.AppField name="author">
              {(f) => <f.TextField label="Autor" maxLength={120} hint={post ? undefined : "Leer: Ihr Name"} />}
            </form.AppField>
          </div>
          <div className="blog-form__grid">
            <form.AppField name="tags">
              {(f) => <f.TextField label="Tags" hint="Durch Kommas getrennt, z. B. Cloud, Daten, KI" />}
            </form.AppField>
            <form.AppField name="tags_en">
              {(f) => <f.TextField label="Tags (Englisch)" hint="Für /en/blog; leer: dort keine Tags, z. B. Cloud, Data, AI" />}
            </form.AppField>
          </div>
          <SeoPanel form={form} />
          <form.Field name="published">
            {(f) => (
              <Checkbox
                label="Veröffentlicht"
                checked={f.state.value}
                onChange={(e) => setStatus(e.target.checked ? "published" : "draft")}
                disabled={!canPublish}
                error={f.state.meta.errors[0] as string | undefined}
              />
            )}
          </form.Field>
        </form>
        {safety.dialogs}
        {slug.dialog}
      </Modal>
      {picker && (
        <ImagePicker
          title={
            picker === "content"
              ? "Bild in den Inhalt einfügen"
              : picker === "content_en"
                ? "Bild in den englischen Inhalt einfügen"
                : "Beitragsbild wählen"
          }
          context={form.getFieldValue("title") || null}
          onClose={() => setPicker(null)}
          onSelect={(asset) => {
            if (picker === "content" || picker === "content_en") insertImage(picker, asset);
            else {
              form.setFieldValue("featured_image", asset.url);
              setPicker(null);
            }
          }}
        />
      )}
    </>
  );
}

/** The featured image as it will look; a broken URL hides the preview. */
function FeaturedPreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img className="blog-form__featured" src={src} alt="" onError={() => setFailed(src)} />;
}
