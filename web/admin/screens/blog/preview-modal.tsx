/** @file The list's preview modal: the rendered article with its facts, word and character counts, and the link buttons. */

import { CONTENT_STATUS_LABELS, displayStatus, formatLongDate, wordCount } from "../../../../common/blog";
import { COMPANY } from "../../../../common/site";
import type { BlogPost } from "../../../../common/types";
import { Markdown } from "../../../components/markdown";
import { Badge, Button, Modal, statusTone } from "../../ui";

export interface PreviewModalProps {
  post: BlogPost;
  /** Absent without blog.edit: minting a public link to a draft is an editor's act. */
  onCopyPreviewLink?: () => void;
  onCopyProductionUrl: () => void;
  onEdit?: () => void;
  onClose: () => void;
  busy?: boolean;
}

export function PreviewModal({ post, onCopyPreviewLink, onCopyProductionUrl, onEdit, onClose, busy }: PreviewModalProps) {
  const status = displayStatus(post);
  return (
    <Modal
      title={`Vorschau: ${post.title}`}
      onClose={onClose}
      size="lg"
      footer={
        <>
          {onCopyPreviewLink ? (
            <Button onClick={onCopyPreviewLink} busy={busy} busyLabel="Link wird erstellt...">
              Preview-Link kopieren
            </Button>
          ) : null}
          <Button onClick={onCopyProductionUrl}>Produktions-URL kopieren</Button>
          {onEdit ? <Button onClick={onEdit}>Bearbeiten</Button> : null}
          <Button variant="primary" onClick={onClose}>
            Schließen
          </Button>
        </>
      }
    >
      <article className="blog-admin-preview">
        {post.featured_image ? (
          <img
            className="blog-admin-preview__image"
            src={post.featured_image}
            alt=""
            onError={(e) => (e.currentTarget.style.display = "none")}
          />
        ) : null}
        <p className="adm-muted">{post.excerpt}</p>
        <dl className="blog-admin-preview__facts">
          <dt>Autor</dt>
          <dd>{post.author || COMPANY.name}</dd>
          <dt>Erstellt</dt>
          <dd>{formatLongDate(post.created_at)}</dd>
          <dt>Status</dt>
          <dd>
            <Badge tone={statusTone(status)}>{CONTENT_STATUS_LABELS[status]}</Badge>
          </dd>
          <dt>Wörter</dt>
          <dd data-testid="word-count">{wordCount(post.content)}</dd>
          <dt>Zeichen</dt>
          <dd data-testid="char-count">{post.content.length}</dd>
        </dl>
        {post.tags.length ? (
          <ul className="adm-badges" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="adm-badge adm-badge--neutral">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="blog-admin-preview__content">
          <Markdown source={post.content} />
        </div>
      </article>
    </Modal>
  );
}
