/**
 * @file One AI content card: status badge, edit and delete, title, content type, the first 3 keywords then
 * '+N weitere', planned and created date, model, and the actions (image, translate, LinkedIn text, publish).
 * Translate disappears once an English version exists; publish is offered only for drafts with blog content and
 * becomes a link to the post once published.
 */

import { blogPostPath } from "../../../../common/blog";
import {
  AI_CARD_KEYWORDS,
  AI_CONTENT_STATUS_LABELS,
  AI_CONTENT_TYPE_LABELS,
  type AiContent,
  TEMPLATE_SOURCE,
} from "../../../../common/schemas/ai-content";
import { Badge, Button, formatDate, formatDateTime, TagList } from "../../ui";
import { STATUS_TONES } from "./labels";

export interface CardActions {
  onEdit?: () => void;
  onDelete?: () => void;
  onImage?: () => void;
  onTranslate?: () => void;
  onPublish?: () => void;
  onCopyLinkedin: () => void;
  /** Staff without blog.publish: hand the draft over for review instead. */
  onSubmitReview?: () => void;
  busy: "image" | "translate" | "publish" | null;
}

export const canPublishEntry = (c: Pick<AiContent, "status" | "blog_content">) => c.status === "draft" && !!c.blog_content?.trim();
const hasEnglish = (c: Pick<AiContent, "content_en">) => !!c.content_en?.trim();

export function ContentCard({ content: c, actions }: { content: AiContent; actions: CardActions }) {
  return (
    <li className="cms-card ai-card">
      <div className="ai-card__head">
        <Badge tone={STATUS_TONES[c.status]}>{AI_CONTENT_STATUS_LABELS[c.status]}</Badge>
        {c.status === "draft" && c.blog_post_id !== null && <Badge tone="info">In Freigabe</Badge>}
        {c.ai_model === TEMPLATE_SOURCE && <Badge tone="warning">Vorlage</Badge>}
        <div className="ai-card__tools">
          {actions.onEdit && (
            <Button size="sm" variant="ghost" onClick={actions.onEdit} aria-label={`Bearbeiten: ${c.title}`}>
              Bearbeiten
            </Button>
          )}
          {actions.onDelete && (
            <Button size="sm" variant="ghost" onClick={actions.onDelete} aria-label={`Löschen: ${c.title}`}>
              Löschen
            </Button>
          )}
        </div>
      </div>
      {c.generated_image_url && (
        <img
          className="ai-card__image"
          src={c.generated_image_url}
          alt=""
          loading="lazy"
          onError={(e) => (e.currentTarget.hidden = true)}
        />
      )}
      <h2 className="cms-card__title">{c.title}</h2>
      <p className="adm-muted cms-card__subtitle">
        {AI_CONTENT_TYPE_LABELS[c.content_type]}
        {hasEnglish(c) && " · DE + EN"}
      </p>
      <TagList tags={c.keywords} max={AI_CARD_KEYWORDS} />
      <dl className="ai-card__meta">
        <dt>Geplant</dt>
        <dd>{formatDate(c.planned_date)}</dd>
        <dt>Erstellt</dt>
        <dd>{formatDateTime(c.created_at)}</dd>
        <dt>Modell</dt>
        <dd>{c.ai_model || "unbekannt"}</dd>
      </dl>
      <div className="adm-row-actions cms-card__actions">
        {actions.onImage && (
          <Button
            size="sm"
            onClick={actions.onImage}
            busy={actions.busy === "image"}
            busyLabel="Bild wird erstellt..."
            aria-label={`Bild generieren: ${c.title}`}
          >
            Bild generieren
          </Button>
        )}
        {actions.onTranslate && !hasEnglish(c) && (
          <Button
            size="sm"
            onClick={actions.onTranslate}
            busy={actions.busy === "translate"}
            busyLabel="Wird übersetzt..."
            aria-label={`Übersetzen: ${c.title}`}
          >
            Übersetzen
          </Button>
        )}
        <Button size="sm" onClick={actions.onCopyLinkedin} aria-label={`LinkedIn-Text kopieren: ${c.title}`}>
          LinkedIn-Text
        </Button>
        {actions.onPublish && canPublishEntry(c) && (
          <Button
            size="sm"
            variant="primary"
            onClick={actions.onPublish}
            busy={actions.busy === "publish"}
            busyLabel="Wird veröffentlicht..."
            aria-label={`Veröffentlichen: ${c.title}`}
          >
            Veröffentlichen
          </Button>
        )}
        {actions.onSubmitReview && canPublishEntry(c) && !c.blog_post_id && (
          <Button
            size="sm"
            variant="primary"
            onClick={actions.onSubmitReview}
            busy={actions.busy === "publish"}
            busyLabel="Wird eingereicht..."
            aria-label={`Zur Freigabe einreichen: ${c.title}`}
          >
            Zur Freigabe einreichen
          </Button>
        )}

        {c.blog_slug && c.status !== "draft" && (
          <a className="adm-btn adm-btn--ghost adm-btn--sm" href={blogPostPath(c.blog_slug)} target="_blank" rel="noopener">
            Zum Blog-Post
          </a>
        )}
      </div>
    </li>
  );
}
