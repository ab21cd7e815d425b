/**
 * @file Wizard step 3: the result to check before saving: the German blog text (rendered by the blog's own safe
 * Markdown renderer) with word and character counts, the LinkedIn text with its 3,000-character counter and the
 * tracking link, the English versions of both where they were written, the image section, and the next steps
 * 'Content speichern' / 'Neu erstellen'.
 */

import { useState } from "react";
import {
  AI_IMAGE_FORMAT_LABELS,
  AI_IMAGE_FORMATS,
  AI_MESSAGES,
  type AiImageFormat,
  type GeneratedContent,
  TEMPLATE_SOURCE,
} from "../../../../common/schemas/ai-content";
import { Markdown } from "../../../components/markdown";
import { Banner, Button } from "../../ui";
import { characterCount, linkedinCounter, overLinkedinLimit, wordCount } from "./counts";

interface ReviewProps {
  content: GeneratedContent;
  /** Who answered, when it was not the model (the failure, then the template fallback). */
  notice: string | null;
  image: { url: string | null; notice: string | null; busy: boolean; onGenerate: (format: AiImageFormat) => void };
  saving: boolean;
  saveError: string | null;
  onSave: () => void;
  onRestart: () => void;
}

const figures = (text: string) =>
  `${wordCount(text).toLocaleString("de-DE")} Wörter · ${characterCount(text).toLocaleString("de-DE")} Zeichen`;

export function ReviewStep({ content: c, notice, image, saving, saveError, onSave, onRestart }: ReviewProps) {
  const [format, setFormat] = useState<AiImageFormat>("landscape");
  return (
    <div className="ai-review">
      {notice && <Banner tone="warning">{notice}</Banner>}
      {c.ai_model === TEMPLATE_SOURCE && <Banner tone="info">{AI_MESSAGES.templateDraft}</Banner>}
      <p className="adm-muted">
        Modell: <strong>{c.ai_model}</strong>
        {c.content_en ? " · Deutsch und Englisch" : " · nur Deutsch"}
      </p>
      {c.blog_content && (
        <section aria-labelledby="ai-review-blog">
          <h3 id="ai-review-blog">Blog-Artikel: {c.title}</h3>
          {c.blog_excerpt && <p className="adm-muted">{c.blog_excerpt}</p>}
          {/* scrolls by itself: focusable, so a keyboard can scroll it too */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1, axe scrollable-region-focusable) */}
          <section className="ai-preview blog-admin-preview__content" tabIndex={0} aria-label="Vorschau des Blog-Artikels">
            <Markdown source={c.blog_content} />
          </section>
          <p className="ai-figures">{figures(c.blog_content)}</p>
        </section>
      )}
      {c.content_en && (
        <section aria-labelledby="ai-review-blog-en" lang="en">
          <h3 id="ai-review-blog-en">Blog-Artikel (Englisch): {c.title_en ?? "–"}</h3>
          {c.excerpt_en && <p className="adm-muted">{c.excerpt_en}</p>}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1, axe scrollable-region-focusable) */}
          <section className="ai-preview blog-admin-preview__content" tabIndex={0} aria-label="Vorschau des englischen Blog-Artikels">
            <Markdown source={c.content_en} />
          </section>
          <p className="ai-figures">{figures(c.content_en)}</p>
        </section>
      )}
      {c.linkedin_content && (
        <section aria-labelledby="ai-review-linkedin">
          <h3 id="ai-review-linkedin">LinkedIn-Post</h3>
          <pre className="ai-linkedin-text">{c.linkedin_content}</pre>
          <p className={`ai-figures${overLinkedinLimit(c.linkedin_content) ? " cms-counter--over" : ""}`}>
            {linkedinCounter(c.linkedin_content)}
          </p>
          {c.tracking_url && (
            <p className="ai-link">
              Tracking-Link: <code>{c.tracking_url}</code>
            </p>
          )}
        </section>
      )}
      {c.linkedin_content_en && (
        <section aria-labelledby="ai-review-linkedin-en" lang="en">
          <h3 id="ai-review-linkedin-en">LinkedIn-Post (Englisch)</h3>
          <pre className="ai-linkedin-text">{c.linkedin_content_en}</pre>
          <p className={`ai-figures${overLinkedinLimit(c.linkedin_content_en) ? " cms-counter--over" : ""}`}>
            {linkedinCounter(c.linkedin_content_en)}
          </p>
        </section>
      )}
      <section aria-labelledby="ai-review-image">
        <h3 id="ai-review-image">Bild</h3>
        {image.url ? (
          <img className={`ai-card__image ai-review__image ai-review__image--${format}`} src={image.url} alt={c.title} />
        ) : (
          <p className="adm-muted">Bild-Prompt: {c.generated_image_prompt || "–"}</p>
        )}
        {image.notice && <Banner tone="warning">{image.notice}</Banner>}
        <div className="ai-row ai-row--end">
          <label className="ai-row">
            Format
            <select className="adm-input" value={format} onChange={(e) => setFormat(e.target.value as AiImageFormat)}>
              {AI_IMAGE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {AI_IMAGE_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" onClick={() => image.onGenerate(format)} busy={image.busy} busyLabel="Bild wird erstellt...">
            {image.url ? "Neues Bild generieren" : "Bild generieren"}
          </Button>
        </div>
      </section>
      {saveError && (
        <Banner tone="error" title="Fehler beim Speichern des AI-Contents">
          {saveError}
        </Banner>
      )}
      <div className="ai-row">
        <Button variant="primary" onClick={onSave} busy={saving} busyLabel="Wird gespeichert...">
          Content speichern
        </Button>
        <Button onClick={onRestart} disabled={saving}>
          Neu erstellen
        </Button>
      </div>
    </div>
  );
}
