/**
 * @file The edit/create modal of an AI entry, in the spec's sections: generator (title suggestions, generate into the
 * fields), blog article (with the translate button until an English version exists), LinkedIn post (3,000-character
 * counter, display only; tracking link), image generation, and status, AI model and creator. Checked with the shared
 * schema before sending.
 */
import { useState } from "react";
import { templateGeneratedContent } from "../../../../common/ai-templates";
import { blogPostPath } from "../../../../common/blog";
import {
  AI_CONTENT_STATUS_LABELS,
  AI_CONTENT_STATUSES,
  AI_CONTENT_TYPE_LABELS,
  AI_CONTENT_TYPES,
  AI_MESSAGES,
  AI_PRIORITIES,
  AI_PRIORITY_LABELS,
  aiContentInputSchema,
  aiGeneratorInputSchema,
  CONTENT_CATEGORIES,
  CONTENT_CATEGORY_INFO,
  type GeneratedContent,
} from "../../../../common/schemas/ai-content";
import { slugFromTitle } from "../../../../common/slug";
import { errorMessage } from "../../../api/errors";
import { useEditorSafety } from "../../editing/use-editor-safety";
import { HistoryButton } from "../../history/history-panel";
import { type AiEntry, useGenerateAiContent, useGenerateImage, useSaveAiContent, useTranslateTexts } from "../../queries/ai-content";
import { Banner, Button, Modal, submitHandler, useAdminForm, useToast } from "../../ui";
import { CONTENT_FIELD_LABELS, type ContentFormValues, contentFormValues, toContentInput } from "./content-form-values";
import { linkedinCounter, overLinkedinLimit } from "./counts";
import { englishFields, translateWithFallback, translationJobs } from "./english-version";
import { clientFailure, failureNotice, imageNotice, sourceNotice } from "./failure-text";
import { TitleSuggestions } from "./title-suggestions";
import { entryTrackingUrl } from "./tracking";

interface Props {
  content: AiEntry | null;
  canGenerate: boolean;
  onClose: () => void;
}

export function ContentForm({ content, canGenerate, onClose }: Props) {
  const toast = useToast();
  const save = useSaveAiContent();
  const generate = useGenerateAiContent();
  const translate = useTranslateTexts();
  const image = useGenerateImage();
  const [suggesting, setSuggesting] = useState(false);
  const [notice, setNotice] = useState<{ section: "generator" | "blog" | "image"; text: string } | null>(null);
  const form = useAdminForm({
    defaultValues: contentFormValues(content),
    schema: aiContentInputSchema,
    toInput: toContentInput,
    onSubmit: async (_data, values) => {
      await safety.save((version) =>
        save.mutateAsync({ contentId: content?.id ?? null, body: toContentInput(values), version: version ?? 0 }),
      );
      toast("AI Content gespeichert");
      onClose();
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "ai-content",
    onLeave: onClose,
    recordId: content?.id ?? null,
    version: content?.version ?? null,
    labels: CONTENT_FIELD_LABELS,
    toValues: contentFormValues,
    // drafts save themselves every 10 s; scheduled and published entries only on "Speichern"
    autosave: {
      enabled: content?.status === "draft",
      save: async (values, version, session) => {
        if (!content || !aiContentInputSchema.safeParse(toContentInput(values)).success) return null;
        return save.mutateAsync({ contentId: content.id, body: toContentInput(values), version, autosave: session });
      },
    },
  });
  const close = () => safety.requestClose(onClose);
  const set = (fields: Partial<ContentFormValues>) => {
    for (const [k, v] of Object.entries(fields))
      if (v !== undefined && v !== null) form.setFieldValue(k as keyof ContentFormValues, v as never);
  };

  async function generateInto() {
    const v = form.state.values;
    const tags = toContentInput(v).keywords as string[];
    if (!v.title.trim() || !tags.length) return setNotice({ section: "generator", text: AI_MESSAGES.titleAndKeywordsRequired });
    const body = aiGeneratorInputSchema.parse({
      title: v.title,
      category: v.category,
      description: v.generation_prompt.trim() || v.title,
      tags,
      formats: v.content_type,
      client_project: v.client_project,
      planned_date: v.planned_date,
      priority: v.priority,
      target_language: "both",
    });
    let g: GeneratedContent;
    let text: string;
    try {
      const answer = await generate.mutateAsync({ body });
      g = answer.content;
      text = sourceNotice(answer) ?? `Inhalt von ${g.ai_model} erstellt.`;
    } catch (err) {
      const failure = clientFailure(err, false);
      if (!failure) return;
      g = templateGeneratedContent(body, window.location.origin);
      text = failureNotice(failure);
    }
    set({
      blog_content: g.blog_content ?? undefined,
      blog_excerpt: g.blog_excerpt ?? undefined,
      title_en: g.title_en ?? undefined,
      content_en: g.content_en ?? undefined,
      excerpt_en: g.excerpt_en ?? undefined,
      linkedin_content: g.linkedin_content ?? undefined,
      linkedin_content_en: g.linkedin_content_en ?? undefined,
      generated_image_prompt: g.generated_image_prompt,
      generation_prompt: g.generation_prompt,
      ai_model: g.ai_model,
    });
    setNotice({ section: "generator", text });
  }

  async function translateInto() {
    const v = form.state.values;
    try {
      const jobs = translationJobs(v);
      const { answers, failure } = await translateWithFallback(
        jobs.map((j) => j.request),
        (r) => translate.mutateAsync(r),
      );
      const { fields, notice: note } = englishFields(jobs, answers);
      set(fields);
      setNotice({ section: "blog", text: failure ?? note ?? "Englische Fassung erstellt." });
    } catch (err) {
      setNotice({ section: "blog", text: `${AI_MESSAGES.translateFailed}: ${errorMessage(err)}` });
    }
  }

  async function imageInto() {
    const v = form.state.values;
    if (!v.generated_image_prompt.trim()) return setNotice({ section: "image", text: AI_MESSAGES.noImagePrompt });
    try {
      const answer = await image.mutateAsync({ prompt: v.generated_image_prompt, title: v.title });
      set({ generated_image_url: answer.image_url });
      const fallback = imageNotice(answer);
      setNotice(fallback ? { section: "image", text: fallback } : null);
    } catch (err) {
      setNotice({ section: "image", text: `${AI_MESSAGES.imageFailed}: ${errorMessage(err)}` });
    }
  }

  const note = (section: "generator" | "blog" | "image") =>
    notice?.section === section && (
      <p className="adm-muted" role="status">
        {notice.text}
      </p>
    );

  return (
    <Modal
      title={content ? "AI Content bearbeiten" : "Neuer AI Content"}
      onClose={close}
      size="lg"
      footer={
        <>
          <HistoryButton resource="ai-content" recordId={content?.id} version={content?.version} onRestored={onClose} />
          <Button onClick={close} disabled={save.isPending}>
            Abbrechen
          </Button>
          <Button variant="primary" type="submit" form="ai-content-form" busy={save.isPending} busyLabel="Wird gespeichert...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="ai-content-form" className="adm-form" onSubmit={submitHandler(form)} noValidate>
        {safety.banner}
        {save.isError && !safety.reports(save.error) && (
          <Banner tone="error" title="Fehler beim Speichern des AI-Contents">
            <p>{errorMessage(save.error)}</p>
          </Banner>
        )}
        <fieldset className="ai-section">
          <legend>Generator</legend>
          <form.AppField name="title">
            {(f) => (
              <f.TextField label="Titel" required maxLength={200} hint={`Slug: ${blogPostPath(slugFromTitle(f.state.value) || "…")}`} />
            )}
          </form.AppField>
          <div className="blog-form__grid">
            <form.AppField name="keywords">{(f) => <f.TextField label="Keywords" required hint="Durch Kommas getrennt" />}</form.AppField>
            <form.AppField name="category">
              {(f) => (
                <f.SelectField
                  label="Kategorie"
                  options={CONTENT_CATEGORIES.map((c) => ({ value: c, label: CONTENT_CATEGORY_INFO[c].de }))}
                />
              )}
            </form.AppField>
            <form.AppField name="content_type">
              {(f) => (
                <f.SelectField
                  label="Content-Typ"
                  required
                  options={AI_CONTENT_TYPES.map((t) => ({ value: t, label: AI_CONTENT_TYPE_LABELS[t] }))}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="generation_prompt">{(f) => <f.TextAreaField label="Briefing (Prompt)" rows={3} />}</form.AppField>
          {canGenerate && (
            <>
              <div className="ai-row">
                <Button size="sm" onClick={generateInto} busy={generate.isPending} busyLabel="Wird generiert...">
                  Mit AI generieren
                </Button>
                <Button size="sm" onClick={() => setSuggesting((s) => !s)} aria-expanded={suggesting}>
                  Titel vorschlagen
                </Button>
              </div>
              {suggesting && (
                <form.Subscribe selector={(s) => [s.values.keywords, s.values.category, s.values.generation_prompt] as const}>
                  {([keywords, category, description]) => (
                    <TitleSuggestions
                      request={{ keywords, category, description }}
                      missingText={AI_MESSAGES.keywordsAndCategoryRequired}
                      onPick={(t) => {
                        form.setFieldValue("title", t);
                        setSuggesting(false);
                      }}
                    />
                  )}
                </form.Subscribe>
              )}
              {note("generator")}
            </>
          )}
        </fieldset>

        <fieldset className="ai-section">
          <legend>Blog-Artikel</legend>
          <form.AppField name="blog_excerpt">{(f) => <f.TextAreaField label="Auszug" rows={2} />}</form.AppField>
          <form.AppField name="blog_content">
            {(f) => <f.TextAreaField label="Inhalt (Markdown)" rows={15} className="adm-input adm-textarea blog-form__markdown" />}
          </form.AppField>
          <form.Subscribe selector={(s) => !!s.values.content_en.trim()}>
            {(hasEnglish) =>
              canGenerate &&
              !hasEnglish && (
                <div className="ai-row">
                  <Button size="sm" onClick={translateInto} busy={translate.isPending} busyLabel="Wird übersetzt...">
                    Ins Englische übersetzen
                  </Button>
                </div>
              )
            }
          </form.Subscribe>
          {note("blog")}
          <form.AppField name="title_en">{(f) => <f.TextField label="Titel (Englisch)" maxLength={200} />}</form.AppField>
          <form.AppField name="excerpt_en">{(f) => <f.TextAreaField label="Auszug (Englisch)" rows={2} />}</form.AppField>
          <form.AppField name="content_en">
            {(f) => (
              <f.TextAreaField label="Inhalt (Englisch, Markdown)" rows={10} className="adm-input adm-textarea blog-form__markdown" />
            )}
          </form.AppField>
        </fieldset>

        <fieldset className="ai-section">
          <legend>LinkedIn-Post</legend>
          <form.AppField name="linkedin_content">
            {(f) => (
              <f.TextAreaField
                label="LinkedIn-Text"
                rows={8}
                hint={<span className={overLinkedinLimit(f.state.value) ? "cms-counter--over" : ""}>{linkedinCounter(f.state.value)}</span>}
              />
            )}
          </form.AppField>
          <form.AppField name="linkedin_content_en">{(f) => <f.TextAreaField label="LinkedIn-Text (Englisch)" rows={5} />}</form.AppField>
          <form.AppField name="linkedin_cta">{(f) => <f.TextField label="Call to Action" maxLength={300} />}</form.AppField>
          <form.Subscribe selector={(s) => s.values}>
            {(v) => (
              <p className="ai-link">
                Tracking-Link:{" "}
                <code>
                  {entryTrackingUrl(window.location.origin, {
                    title: v.title,
                    blog_slug: content?.blog_slug ?? null,
                    category: v.category,
                    planned_date: v.planned_date || null,
                  })}
                </code>
              </p>
            )}
          </form.Subscribe>
        </fieldset>

        <fieldset className="ai-section">
          <legend>Bild-Generierung</legend>
          <form.AppField name="generated_image_prompt">{(f) => <f.TextAreaField label="Bild-Prompt" rows={2} />}</form.AppField>
          <form.AppField name="generated_image_url">
            {(f) => <f.TextField label="Bild-URL" type="url" placeholder="https://... oder /media/..." />}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.generated_image_url}>
            {(url) => url && <img className="ai-card__image" src={url} alt="" onError={(e) => (e.currentTarget.hidden = true)} />}
          </form.Subscribe>
          {canGenerate && (
            <div className="ai-row">
              <Button size="sm" onClick={imageInto} busy={image.isPending} busyLabel="Bild wird erstellt...">
                Bild generieren
              </Button>
            </div>
          )}
          {note("image")}
        </fieldset>

        <fieldset className="ai-section">
          <legend>Status, AI-Modell und Ersteller</legend>
          <div className="blog-form__grid">
            <form.AppField name="status">
              {(f) => (
                <f.SelectField
                  label="Status"
                  required
                  options={AI_CONTENT_STATUSES.map((s) => ({ value: s, label: AI_CONTENT_STATUS_LABELS[s] }))}
                />
              )}
            </form.AppField>
            <form.AppField name="priority">
              {(f) => <f.SelectField label="Priorität" options={AI_PRIORITIES.map((p) => ({ value: p, label: AI_PRIORITY_LABELS[p] }))} />}
            </form.AppField>
            <form.AppField name="planned_date">{(f) => <f.TextField label="Geplantes Datum" type="date" />}</form.AppField>
            <form.AppField name="ai_model">{(f) => <f.TextField label="AI-Modell" maxLength={100} />}</form.AppField>
            <form.AppField name="created_by">
              {(f) => <f.TextField label="Erstellt von" maxLength={200} hint={content ? undefined : "Leer: Ihr Name"} />}
            </form.AppField>
            <form.AppField name="client_project">{(f) => <f.TextField label="Kundenprojekt" maxLength={200} />}</form.AppField>
          </div>
        </fieldset>
      </form>
      {safety.dialogs}
    </Modal>
  );
}
