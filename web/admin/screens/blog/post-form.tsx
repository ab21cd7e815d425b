/**
 * @file The post form dialog: every field of a post, slug generated from the title (spec rule, umlauts
 * transliterated), comma-separated tags, the 15-row Markdown editor with the image picker, checked with the
 * same zod schema as the server before sending.
 */

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { BLOG_CATEGORIES, CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from "../../../../common/blog";
import { joinCommaList, splitCommaList } from "../../../../common/comma-list";
import { type BlogPostInput, blogPostInputSchema, isImageUrl } from "../../../../common/schemas/blog";
import { slugify } from "../../../../common/slug";
import type { BlogPost } from "../../../../common/types";
import { errorMessage, type FieldErrors } from "../../../api/errors";
import { blogPostsQuery, saveBlogPost } from "../../queries/blog";
import { Banner, Button, Checkbox, checkForm, FormField, Modal, Select, serverFieldErrors, Textarea, TextInput, useToast } from "../../ui";
import { ImagePicker, insertImageMarkdown } from "./image-picker";

const CATEGORY_LABELS: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  "themen-artikel": "Themen-Artikel",
  events: "Events",
  "company-news": "Firmen-News",
  team: "Team",
  karriere: "Karriere",
};

interface FormState {
  title: string;
  title_en: string;
  slug: string;
  content: string;
  content_en: string;
  excerpt: string;
  excerpt_en: string;
  featured_image: string;
  category: string;
  content_status: ContentStatus;
  published: boolean;
  scheduled_local: string;
  author: string;
  tags: string;
}

/** ISO time -> the value of a datetime-local input (local time, minutes). */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function initialState(post: BlogPost | null): FormState {
  return {
    title: post?.title ?? "",
    title_en: post?.title_en ?? "",
    slug: post?.slug ?? "",
    content: post?.content ?? "",
    content_en: post?.content_en ?? "",
    excerpt: post?.excerpt ?? "",
    excerpt_en: post?.excerpt_en ?? "",
    featured_image: post?.featured_image ?? "",
    category: post?.category ?? "themen-artikel",
    content_status: (post ? (post.published ? "published" : post.content_status) : "draft") as ContentStatus,
    published: post?.published ?? false,
    scheduled_local: toLocalInput(post?.scheduled_publish_date),
    author: post?.author ?? "",
    tags: post ? joinCommaList(post.tags) : "",
  };
}

function toPayload(form: FormState): BlogPostInput {
  return {
    title: form.title,
    title_en: form.title_en,
    slug: form.slug.trim(),
    content: form.content,
    content_en: form.content_en,
    excerpt: form.excerpt,
    excerpt_en: form.excerpt_en,
    featured_image: form.featured_image.trim(),
    category: form.category as BlogPostInput["category"],
    content_status: form.content_status,
    published: form.published,
    scheduled_publish_date: form.scheduled_local ? new Date(form.scheduled_local).toISOString() : null,
    author: form.author,
    tags: splitCommaList(form.tags),
  };
}

export function PostForm({ post, canPublish, onClose }: { post: BlogPost | null; canPublish: boolean; onClose: () => void }) {
  const [form, setForm] = useState(() => initialState(post));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [picker, setPicker] = useState<null | "content" | "featured">(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    mutationFn: (body: BlogPostInput) => saveBlogPost(post?.id ?? null, body),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: blogPostsQuery.queryKey });
      toast(saved.content_status === "scheduled" ? "Blog-Post gespeichert und geplant" : "Blog-Post gespeichert");
      onClose();
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const payload = toPayload(form);
    const checked = checkForm(blogPostInputSchema, payload);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    save.mutate(payload);
  }

  function setStatus(status: ContentStatus) {
    setForm((f) => ({ ...f, content_status: status, published: status === "published" }));
  }

  function insertImage(asset: { url: string; alt_text: string; file_name: string }) {
    const area = contentRef.current;
    const start = area?.selectionStart ?? form.content.length;
    const end = area?.selectionEnd ?? form.content.length;
    const { text, cursor } = insertImageMarkdown(form.content, start, end, asset);
    set("content", text);
    setPicker(null);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  }

  const generatedSlug = slugify(form.title);
  const publishHint = canPublish ? undefined : "Veröffentlichen und Planen erfordert die Berechtigung blog.publish.";
  const statusOptions = CONTENT_STATUSES.map((s) => ({ value: s, label: CONTENT_STATUS_LABELS[s] }));

  return (
    <>
      <Modal
        title={post ? "Blog-Post bearbeiten" : "Neuer Blog-Post"}
        onClose={onClose}
        size="lg"
        footer={
          <>
            <Button onClick={onClose} disabled={save.isPending}>
              Abbrechen
            </Button>
            <Button variant="primary" type="submit" form="blog-post-form" busy={save.isPending} busyLabel="Wird gespeichert...">
              Speichern
            </Button>
          </>
        }
      >
        <form id="blog-post-form" className="adm-form" onSubmit={submit} noValidate>
          {save.isError && (
            <Banner tone="error" title="Fehler beim Speichern des Blog-Posts">
              <p>{errorMessage(save.error)}</p>
            </Banner>
          )}
          <div className="blog-form__grid">
            <TextInput
              label="Titel"
              required
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
              error={errors.title}
              maxLength={200}
            />
            <TextInput
              label="Titel (Englisch)"
              value={form.title_en}
              onChange={(e) => set("title_en", e.target.value)}
              error={errors.title_en}
              maxLength={200}
            />
          </div>
          <FormField
            label="Slug"
            error={errors.slug}
            hint={form.slug ? `Adresse: /blog/${form.slug}` : `Leer lassen für: ${generatedSlug || "(aus dem Titel)"}`}
          >
            {(control) => (
              <div className="blog-form__row">
                <input
                  {...control}
                  className="adm-input"
                  value={form.slug}
                  onChange={(e) => set("slug", e.target.value)}
                  placeholder={generatedSlug}
                  maxLength={120}
                />
                <Button size="sm" onClick={() => set("slug", generatedSlug)} disabled={!generatedSlug}>
                  Aus Titel erzeugen
                </Button>
              </div>
            )}
          </FormField>
          <Textarea
            label="Auszug"
            required
            rows={3}
            value={form.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            error={errors.excerpt}
          />
          <Textarea
            label="Auszug (Englisch)"
            rows={3}
            value={form.excerpt_en}
            onChange={(e) => set("excerpt_en", e.target.value)}
            error={errors.excerpt_en}
          />
          <FormField
            label="Inhalt (Markdown)"
            required
            error={errors.content}
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
                  ref={contentRef}
                  className="adm-input adm-textarea blog-form__markdown"
                  rows={15}
                  value={form.content}
                  onChange={(e) => set("content", e.target.value)}
                />
              </>
            )}
          </FormField>
          <Textarea
            label="Inhalt (Englisch, Markdown)"
            rows={15}
            className="adm-input adm-textarea blog-form__markdown"
            value={form.content_en}
            onChange={(e) => set("content_en", e.target.value)}
            error={errors.content_en}
          />
          <FormField label="Beitragsbild (URL)" error={errors.featured_image}>
            {(control) => (
              <div className="blog-form__row">
                <input
                  {...control}
                  className="adm-input"
                  type="url"
                  value={form.featured_image}
                  onChange={(e) => set("featured_image", e.target.value)}
                  placeholder="https://... oder /media/..."
                />
                <Button size="sm" onClick={() => setPicker("featured")}>
                  Aus Mediathek
                </Button>
              </div>
            )}
          </FormField>
          {isImageUrl(form.featured_image.trim()) ? <FeaturedPreview src={form.featured_image.trim()} /> : null}
          <div className="blog-form__grid">
            <Select
              label="Kategorie"
              value={form.category}
              onChange={(e) => set("category", e.target.value)}
              options={BLOG_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
              error={errors.category}
            />
            <Select
              label="Status"
              value={form.content_status}
              onChange={(e) => setStatus(e.target.value as ContentStatus)}
              options={
                canPublish
                  ? statusOptions
                  : statusOptions.filter((o) => (o.value !== "published" && o.value !== "scheduled") || o.value === form.content_status)
              }
              error={errors.content_status}
              hint={publishHint}
            />
          </div>
          <div className="blog-form__grid">
            <TextInput
              label="Geplante Veröffentlichung"
              type="datetime-local"
              value={form.scheduled_local}
              onChange={(e) =>
                setForm((f) => ({
                  ...f,
                  scheduled_local: e.target.value,
                  ...(e.target.value && canPublish && f.content_status !== "published" ? { content_status: "scheduled" as const } : {}),
                }))
              }
              error={errors.scheduled_publish_date}
              hint="Ein Zeitpunkt in der Zukunft plant den Post; er erscheint, sobald die Zeit erreicht ist."
              disabled={!canPublish}
            />
            <TextInput
              label="Autor"
              value={form.author}
              onChange={(e) => set("author", e.target.value)}
              error={errors.author}
              maxLength={120}
              hint={post ? undefined : "Leer: Ihr Name"}
            />
          </div>
          <TextInput
            label="Tags"
            value={form.tags}
            onChange={(e) => set("tags", e.target.value)}
            error={errors.tags}
            hint="Durch Kommas getrennt, z. B. Cloud, Daten, KI"
          />
          <Checkbox
            label="Veröffentlicht"
            checked={form.published}
            onChange={(e) => setStatus(e.target.checked ? "published" : "draft")}
            disabled={!canPublish}
            error={errors.published}
          />
        </form>
      </Modal>
      {picker && (
        <ImagePicker
          title={picker === "content" ? "Bild in den Inhalt einfügen" : "Beitragsbild wählen"}
          onClose={() => setPicker(null)}
          onSelect={(asset) => {
            if (picker === "content") insertImage(asset);
            else {
              set("featured_image", asset.url);
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
