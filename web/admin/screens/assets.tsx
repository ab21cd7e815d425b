/** @file Asset management (/admin/assets): multi-file upload with per-file messages, search, filter, grid or list, copy, edit, delete. */

import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { formatFileSize } from "../../../common/file-size";
import { ASSET_MESSAGES, type AssetRecord, UPLOAD_TYPES } from "../../../common/schemas/assets";
import { ApiClientError, errorMessage } from "../../api/errors";
import { useUndoDelete } from "../history/use-undo-delete";
import { assetListQuery, type UploadReport, useDeleteAsset, useUploadAssets } from "../queries/assets";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
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
  Table,
  TagList,
  usePagedList,
  useToast,
  type ViewMode,
  ViewToggle,
} from "../ui";
import { AssetEditor, absoluteUrl, isImage } from "./asset-editor";

const PER_PAGE = 48;

export function AssetsScreen() {
  const user = useSessionUser();
  const canManage = can(user, "assets.manage");
  const paging = usePagedList(PER_PAGE, { type: "all" as "all" | "images" | "documents" });
  const [view, setView] = useState<ViewMode>("grid");
  const [editing, setEditing] = useState<AssetRecord | null>(null);
  const [deleting, setDeleting] = useState<AssetRecord | null>(null);
  const [report, setReport] = useState<UploadReport | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useQuery(assetListQuery(paging.params));
  const toast = useToast();
  const remove = useDeleteAsset();
  const undoToast = useUndoDelete();
  const uploadFiles = useUploadAssets();
  const uploading = uploadFiles.isPending;
  const inUse = remove.error instanceof ApiClientError && remove.error.code === "asset_in_use";
  const usedIn = inUse ? ((remove.error as ApiClientError).details as { used_in: { type: string; title: string }[] }).used_in : [];
  const confirmDelete = (id: number) =>
    remove.mutate(
      { id, force: inUse },
      {
        onSuccess: () => {
          setDeleting(null);
          undoToast(ASSET_MESSAGES.deleted, "asset", id);
        },
      },
    );

  function upload(files: File[]) {
    setReport(null);
    uploadFiles.mutate(files, {
      onSuccess: setReport,
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  }

  async function copy(text: string, success: string, failure: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast(success);
    } catch {
      toast(failure, "error");
    }
  }
  const copyUrl = (a: AssetRecord) => copy(absoluteUrl(a), "URL kopiert", ASSET_MESSAGES.copyUrlFailed);
  const copyMarkdown = (a: AssetRecord) =>
    copy(`![${a.alt_text}](${absoluteUrl(a)})`, "Markdown-Code kopiert", ASSET_MESSAGES.copyMarkdownFailed);

  const actions = (a: AssetRecord) => (
    <div className="adm-row-actions cms-card__actions">
      <Button size="sm" onClick={() => copyUrl(a)} aria-label={`URL von ${a.file_name} kopieren`}>
        URL kopieren
      </Button>
      {isImage(a) && (
        <Button size="sm" onClick={() => copyMarkdown(a)} aria-label={`Markdown für ${a.file_name} kopieren`}>
          Markdown
        </Button>
      )}
      {canManage && (
        <EditDeleteButtons
          name={a.file_name}
          onEdit={() => setEditing(a)}
          onDelete={() => {
            remove.reset();
            setDeleting(a);
          }}
        />
      )}
    </div>
  );

  const filtered = paging.q !== "" || paging.filters.type !== "all";
  return (
    <>
      <PageHeader title="Assets" description="Bilder und Dokumente für Website und Blog" />
      {canManage && (
        <div className="cms-upload adm-toolbar">
          <label className="adm-btn adm-btn--primary">
            {uploading ? "Wird hochgeladen..." : "Dateien hochladen"}
            <input
              ref={fileInput}
              className="adm-sr-only"
              type="file"
              multiple
              accept={UPLOAD_TYPES.join(",")}
              disabled={uploading}
              onChange={(e) => e.target.files?.length && upload([...e.target.files])}
            />
          </label>
          <span className="adm-muted">Bilder (JPEG, PNG, WebP, GIF, AVIF) und PDF, höchstens 10 MB je Datei</span>
        </div>
      )}
      {uploading && <Spinner label="Wird hochgeladen..." />}
      {report && report.uploaded > 0 && (
        <Banner tone="success">
          {ASSET_MESSAGES.uploaded} ({report.uploaded})
        </Banner>
      )}
      {report && report.errors.length > 0 && (
        <Banner tone="error" title="Nicht hochgeladen">
          <ul className="cms-messages">
            {report.errors.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the report of one upload is replaced as a whole, never reordered; messages may repeat
              <li key={i}>{m}</li>
            ))}
          </ul>
        </Banner>
      )}
      <div className="adm-toolbar">
        <SearchBox label="Assets durchsuchen" value={paging.q} onChange={paging.setQ} placeholder="Dateiname, Alt-Text oder Tag" />
        <label>
          <span className="adm-sr-only">Filter</span>
          <select
            className="adm-input adm-select"
            value={paging.filters.type}
            onChange={(e) => paging.setFilter("type", e.target.value as typeof paging.filters.type)}
          >
            <option value="all">Alle</option>
            <option value="images">Bilder</option>
            <option value="documents">Dokumente</option>
          </select>
        </label>
        <ViewToggle view={view} onChange={setView} className="adm-row-actions" />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title={ASSET_MESSAGES.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={filtered ? ASSET_MESSAGES.noneFound : ASSET_MESSAGES.empty} />
      ) : view === "grid" ? (
        <ul className="cms-asset-grid" aria-label="Assets">
          {list.data.items.map((a) => (
            <li key={a.id} className="cms-card">
              <Thumb asset={a} />
              <p className="cms-file-name">{a.file_name}</p>
              <p className="cms-card__meta">
                {formatFileSize(a.size)}
                {a.width && a.height ? ` · ${a.width}×${a.height}` : ""}
              </p>
              <TagList tags={a.tags} max={2} />
              {actions(a)}
            </li>
          ))}
        </ul>
      ) : (
        <Table
          caption="Assets"
          rows={list.data.items}
          rowKey={(a) => a.id}
          columns={[
            { header: "Vorschau", cell: (a) => <Thumb asset={a} small /> },
            {
              header: "Datei",
              cell: (a) => (
                <>
                  <strong className="cms-file-name">{a.file_name}</strong>
                  <br />
                  <span className="adm-muted">{a.alt_text}</span>
                </>
              ),
            },
            { header: "Typ", cell: (a) => a.mime_type },
            { header: "Größe", align: "end", cell: (a) => formatFileSize(a.size) },
            { header: "Tags", cell: (a) => <TagList tags={a.tags} max={2} /> },
            { header: "Erstellt", cell: (a) => formatDate(a.created_at) },
            { header: "Aktionen", align: "end", cell: actions },
          ]}
        />
      )}
      {list.data && <Pagination page={paging.page} perPage={PER_PAGE} total={list.data.total} onPage={paging.setPage} />}
      {editing && <AssetEditor asset={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={
            inUse
              ? `${ASSET_MESSAGES.deleteConfirm} Die Datei wird noch verwendet: ${usedIn.map((u) => u.title).join(", ")}. Trotzdem löschen?`
              : ASSET_MESSAGES.deleteConfirm
          }
          busy={remove.isPending}
          error={remove.isError && !inUse ? `${ASSET_MESSAGES.deleteFailed}: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

function Thumb({ asset, small }: { asset: AssetRecord; small?: boolean }) {
  const className = `cms-asset-thumb${small ? " cms-asset-thumb--small" : ""}`;
  if (!isImage(asset))
    return (
      <div className={className} aria-hidden="true">
        PDF
      </div>
    );
  return <img className={className} src={asset.url} alt={asset.alt_text} loading="lazy" onError={(e) => (e.currentTarget.hidden = true)} />;
}
