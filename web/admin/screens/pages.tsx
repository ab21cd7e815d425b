/**
 * @file Page management (/admin/pages, Seiten verwalten): table with status toggle and translation status (filterable),
 * the four-tab editor, delete with confirmation.
 */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PAGE_DELETE_CONFIRM } from "../../../common/schemas/pages";
import { errorMessage } from "../../api/errors";
import { useUndoDelete } from "../history/use-undo-delete";
import { type PageListRow, pageListQuery, useDeletePage, useTogglePagePublished } from "../queries/pages";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { TranslationFilter, useTranslationFilter } from "../translation/translation-filter";
import { TranslationBadge } from "../translation/translation-panel";
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EditDeleteButtons,
  EmptyState,
  formatDate,
  LoadError,
  PageHeader,
  Pagination,
  SearchBox,
  Spinner,
  statusTone,
  Table,
  usePagedList,
} from "../ui";
import { useEditId, useOpenFromAddress } from "./edit-param";
import { PageEditor } from "./page-editor";

const PER_PAGE = 50;

export function PagesScreen() {
  const user = useSessionUser();
  const paging = usePagedList(PER_PAGE);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  useOpenFromAddress(useEditId(), (id) => id, setEditing);
  const [deleting, setDeleting] = useState<PageListRow | null>(null);
  const [translation, setTranslation] = useTranslationFilter();
  const list = useQuery(pageListQuery({ ...paging.params, translation: translation || undefined }));
  const toggle = useTogglePagePublished();
  const remove = useDeletePage();
  const undoToast = useUndoDelete();
  const confirmDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        undoToast("Seite gelöscht", "page", id);
      },
    });
  const canEdit = can(user, "pages.edit");

  return (
    <>
      <PageHeader
        title="Seiten verwalten"
        description="Seiten, ihre Sektionen, SEO-Angaben und Übersetzungen"
        actions={
          can(user, "pages.create") && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              Neue Seite
            </Button>
          )
        }
      />
      <div className="adm-toolbar adm-toolbar--end">
        <SearchBox label="Seiten durchsuchen" value={paging.q} onChange={paging.setQ} placeholder="Titel oder Slug" />
        <TranslationFilter
          value={translation}
          onChange={(next) => {
            paging.setPage(1);
            setTranslation(next);
          }}
        />
      </div>
      {toggle.isError && <Banner tone="error">Fehler beim Ändern des Status: {errorMessage(toggle.error)}</Banner>}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Seiten" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={paging.q || translation ? "Keine Seiten gefunden" : "Keine Seiten"}>
          {paging.q || translation ? "Ändern Sie die Suche oder den Filter." : "Legen Sie die erste Seite an."}
        </EmptyState>
      ) : (
        <>
          <Table
            caption="Seiten"
            rows={list.data.items}
            rowKey={(p) => p.id}
            columns={[
              {
                header: "Seite",
                cell: (p) => (
                  <>
                    <strong>{p.title}</strong>
                    <br />
                    <span className="adm-muted">
                      /{p.slug}
                      {p.slug_en && ` · /en/${p.slug_en}`}
                    </span>
                  </>
                ),
              },
              { header: "Vorlage", cell: (p) => p.template },
              {
                header: "Sprachen",
                cell: (p) => (
                  <div className="adm-badges">
                    {p.languages.map((l) => (
                      <Badge key={l} tone="info">
                        {l.toUpperCase()}
                      </Badge>
                    ))}
                    <TranslationBadge state={p.translation} />
                  </div>
                ),
              },
              { header: "Sektionen", align: "end", cell: (p) => p.section_count },
              {
                header: "Status",
                cell: (p) => {
                  const badge = (
                    <Badge tone={statusTone(p.published ? "published" : "draft")}>{p.published ? "Veröffentlicht" : "Entwurf"}</Badge>
                  );
                  return canEdit ? (
                    <button
                      type="button"
                      className="cms-status-button"
                      onClick={() => toggle.mutate(p)}
                      disabled={toggle.isPending}
                      aria-label={`${p.title}: ${p.published ? "Veröffentlicht" : "Entwurf"} – Status umschalten`}
                    >
                      {badge}
                    </button>
                  ) : (
                    badge
                  );
                },
              },
              { header: "Zuletzt geändert", cell: (p) => formatDate(p.updated_at) },
              {
                header: "Aktionen",
                align: "end",
                cell: (p) => (
                  <div className="adm-row-actions">
                    <EditDeleteButtons
                      name={p.title}
                      onEdit={canEdit ? () => setEditing(p.id) : undefined}
                      onDelete={
                        can(user, "pages.delete")
                          ? () => {
                              remove.reset();
                              setDeleting(p);
                            }
                          : undefined
                      }
                    />
                  </div>
                ),
              },
            ]}
          />
          <Pagination page={paging.page} perPage={PER_PAGE} total={list.data.total} onPage={paging.setPage} />
        </>
      )}
      {editing !== null && (
        <PageEditor
          pageId={editing === "new" ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={PAGE_DELETE_CONFIRM}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen der Seite: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
