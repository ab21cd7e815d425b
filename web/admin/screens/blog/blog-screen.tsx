/** @file /admin/blog: the posts with status, translation status (filterable) and dates, preview modal, link copying, the post form and deletion. */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { blogPostPath, CONTENT_STATUS_LABELS, displayStatus } from "../../../../common/blog";
import { COMPANY } from "../../../../common/site";
import { translationState } from "../../../../common/translation";
import type { BlogPost, Versioned } from "../../../../common/types";
import { errorMessage, isNotJson } from "../../../api/errors";
import { useUndoDelete } from "../../history/use-undo-delete";
import { blogPostsQuery, useCreatePreviewLink, useDeleteBlogPost } from "../../queries/blog";
import { can } from "../../session";
import { useSessionUser } from "../../shell/use-session-user";
import { TranslationFilter, useTranslationFilter } from "../../translation/translation-filter";
import { TranslationBadge } from "../../translation/translation-panel";
import {
  Badge,
  Banner,
  Button,
  type Column,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  Modal,
  PageHeader,
  Spinner,
  statusTone,
  Table,
  TIME_ZONE_LABEL,
  useToast,
} from "../../ui";
import { useEditId, useOpenFromAddress } from "../edit-param";
import { PostForm } from "./post-form";
import { PreviewModal } from "./preview-modal";
import { publicationDate } from "./status";

/** A post as the admin list answers it, with its version. */
type Post = Versioned<BlogPost>;

type Dialog =
  | { kind: "form"; post: Post | null }
  | { kind: "preview"; post: Post }
  | { kind: "delete"; post: Post }
  | { kind: "link"; label: string; url: string }
  | null;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function BlogScreen() {
  const user = useSessionUser();
  const posts = useQuery(blogPostsQuery);
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [linkBusy, setLinkBusy] = useState<number | null>(null);
  const [translation, setTranslation] = useTranslationFilter();
  // ?edit=<id> (the translation overview's item links) opens that post's form once the list is there
  const linked = useEditId();
  useOpenFromAddress(
    linked ? posts.data?.find((p) => p.id === linked) : undefined,
    (p) => p.id,
    (post) => setDialog({ kind: "form", post }),
  );

  const remove = useDeleteBlogPost();
  const undoToast = useUndoDelete();
  const previewLink = useCreatePreviewLink();
  const confirmDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setDialog(null);
        undoToast("Blog-Post gelöscht", "blog_post", id);
      },
    });

  /** Copies a link; where the clipboard is unavailable the link is shown to copy by hand. */
  async function offerLink(label: string, url: string, copied: string) {
    if (await copyText(url)) toast(copied);
    else setDialog({ kind: "link", label, url });
  }

  async function copyPreviewLink(post: Post) {
    setLinkBusy(post.id);
    try {
      const link = await previewLink.mutateAsync(post.id);
      await offerLink("Preview-Link", link.url, "Preview-Link kopiert (24 Stunden gültig)");
    } catch (err) {
      toast(`Preview-Link konnte nicht erstellt werden: ${errorMessage(err)}`, "error");
    } finally {
      setLinkBusy(null);
    }
  }

  const copyProductionUrl = (post: Post) =>
    offerLink("Produktions-URL", window.location.origin + blogPostPath(post.slug), "Produktions-URL kopiert");

  const columns: Column<Post>[] = [
    {
      header: "Titel",
      cell: (p) => (
        <div className="blog-admin-title">
          {p.featured_image ? (
            <img
              src={p.featured_image}
              alt=""
              className="blog-admin-title__thumb"
              onError={(e) => (e.currentTarget.style.visibility = "hidden")}
            />
          ) : (
            <span className="blog-admin-title__thumb" aria-hidden="true" />
          )}
          <div>
            <strong>{p.title}</strong>
            <p className="adm-muted blog-admin-title__excerpt">{p.excerpt}</p>
          </div>
        </div>
      ),
    },
    { header: "Autor", cell: (p) => p.author || COMPANY.name },
    {
      header: "Status",
      cell: (p) => {
        const status = displayStatus(p);
        const english = translationState("post", p);
        return (
          <div className="blog-admin-states">
            <Badge tone={statusTone(status)}>{CONTENT_STATUS_LABELS[status]}</Badge>
            <TranslationBadge state={english} />
          </div>
        );
      },
    },
    {
      header: `Datum (${TIME_ZONE_LABEL})`,
      cell: (p) => (
        <dl className="blog-admin-dates">
          <dt>Erstellt</dt>
          <dd>{formatDateTime(p.created_at)}</dd>
          <dt>Veröffentlichung</dt>
          <dd>{publicationDate(p)}</dd>
        </dl>
      ),
    },
    {
      header: "Aktionen",
      cell: (p) => (
        <div className="adm-row-actions blog-admin-links">
          <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: "preview", post: p })} aria-label={`Vorschau: ${p.title}`}>
            Vorschau
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => copyPreviewLink(p)}
            busy={linkBusy === p.id}
            aria-label={`Preview-Link kopieren: ${p.title}`}
          >
            Preview-Link
          </Button>
          <Button size="sm" variant="ghost" onClick={() => copyProductionUrl(p)} aria-label={`Produktions-URL kopieren: ${p.title}`}>
            URL
          </Button>
          {can(user, "blog.edit") && (
            <Button size="sm" onClick={() => setDialog({ kind: "form", post: p })} aria-label={`Bearbeiten: ${p.title}`}>
              Bearbeiten
            </Button>
          )}
          {can(user, "blog.delete") && (
            <Button size="sm" variant="danger" onClick={() => setDialog({ kind: "delete", post: p })} aria-label={`Löschen: ${p.title}`}>
              Löschen
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Blog-Posts"
        description="Beiträge schreiben, in der Vorschau prüfen, planen und veröffentlichen."
        actions={
          can(user, "blog.create") && (
            <Button variant="primary" onClick={() => setDialog({ kind: "form", post: null })}>
              Neuer Post
            </Button>
          )
        }
      />
      {posts.isPending ? (
        <Spinner label="Blog-Posts werden geladen..." />
      ) : posts.isError ? (
        <Banner
          tone="error"
          title="Fehler beim Laden der Blog-Posts"
          actions={
            <>
              <Button onClick={() => posts.refetch()}>Erneut versuchen</Button>
              <a className="adm-btn adm-btn--ghost" href="/admin/assets" target="_blank" rel="noopener">
                Assets öffnen
              </a>
            </>
          }
        >
          <p>{errorMessage(posts.error)}</p>
          {isNotJson(posts.error) && <p>Der Server hat eine ungültige Antwort zurückgegeben...</p>}
        </Banner>
      ) : posts.data.length === 0 ? (
        <EmptyState title="Keine Blog-Posts">Legen Sie mit „Neuer Post“ den ersten Beitrag an.</EmptyState>
      ) : (
        <>
          <div className="blog-admin-filter">
            <TranslationFilter value={translation} onChange={setTranslation} />
          </div>
          <Table
            caption="Blog-Posts"
            columns={columns}
            rows={translation ? posts.data.filter((p) => translationState("post", p) === translation) : posts.data}
            rowKey={(p) => p.id}
          />
        </>
      )}

      {dialog?.kind === "form" && <PostForm post={dialog.post} canPublish={can(user, "blog.publish")} onClose={() => setDialog(null)} />}
      {dialog?.kind === "preview" && (
        <PreviewModal
          post={dialog.post}
          busy={linkBusy === dialog.post.id}
          onCopyPreviewLink={can(user, "blog.edit") ? () => copyPreviewLink(dialog.post) : undefined}
          onCopyProductionUrl={() => copyProductionUrl(dialog.post)}
          onEdit={can(user, "blog.edit") ? () => setDialog({ kind: "form", post: dialog.post }) : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmDialog
          message="Sind Sie sicher, dass Sie diesen Blog-Post löschen möchten?"
          onConfirm={() => confirmDelete(dialog.post.id)}
          onCancel={() => {
            remove.reset();
            setDialog(null);
          }}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen des Blog-Posts: ${errorMessage(remove.error)}` : null}
        />
      )}
      {dialog?.kind === "link" && (
        <Modal
          title={dialog.label}
          onClose={() => setDialog(null)}
          size="sm"
          footer={<Button onClick={() => setDialog(null)}>Schließen</Button>}
        >
          <p>Die Zwischenablage ist nicht verfügbar. Kopieren Sie den Link von Hand:</p>
          <input className="adm-input" readOnly value={dialog.url} aria-label={dialog.label} onFocus={(e) => e.currentTarget.select()} />
        </Modal>
      )}
    </>
  );
}
