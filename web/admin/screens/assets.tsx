/** @file Asset management (/admin/assets): multi-file upload with per-file messages, search, filter, grid or list, copy, edit, delete. */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { joinCommaList, splitCommaList } from "../../../common/comma-list";
import { formatFileSize } from "../../../common/file-size";
import {
  ASSET_MESSAGES,
  type AssetRecord,
  assetUpdateSchema,
  MAX_UPLOAD_BYTES,
  uploadNotAnImage,
  uploadTooLarge,
} from "../../../common/schemas/assets";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { formatDate, Pagination, SearchBox, TagList } from "../content/shared";
import { assetListQuery, uploadAssets } from "../queries/content";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
  Banner,
  Button,
  ConfirmDialog,
  checkForm,
  EmptyState,
  LoadError,
  Modal,
  PageHeader,
  Spinner,
  serverFieldErrors,
  Table,
  Textarea,
  TextInput,
  useToast,
  type ViewMode,
  ViewToggle,
} from "../ui";

const PER_PAGE = 48;
const ACCEPTED = "image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf";
const isImage = (a: AssetRecord) => a.mime_type.startsWith("image/");
const absoluteUrl = (a: AssetRecord) => new URL(a.url, window.location.origin).href;

interface UploadReport {
  uploaded: number;
  errors: string[];
}

export function AssetsScreen() {
  const user = useSessionUser();
  const canManage = can(user, "assets.manage");
  const [q, setQ] = useState("");
  const [type, setType] = useState<"all" | "images" | "documents">("all");
  const [view, setView] = useState<ViewMode>("grid");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AssetRecord | null>(null);
  const [deleting, setDeleting] = useState<AssetRecord | null>(null);
  const [uploading, setUploading] = useState(false);
  const [report, setReport] = useState<UploadReport | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useQuery(assetListQuery({ q, type, page, per_page: PER_PAGE }));
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "assets"] });
  const remove = useMutation({
    mutationFn: (id: number) => read(adminApi.assets[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => {
      setDeleting(null);
      toast(ASSET_MESSAGES.deleted);
      return refresh();
    },
  });

  /** Checks each file here first (size, type), then uploads the rest one by one so each gets its own answer. */
  async function upload(files: File[]) {
    setUploading(true);
    setReport(null);
    const result: UploadReport = { uploaded: 0, errors: [] };
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES) {
        result.errors.push(uploadTooLarge(file.name));
        continue;
      }
      if (file.type && !ACCEPTED.split(",").includes(file.type)) {
        result.errors.push(uploadNotAnImage(file.name));
        continue;
      }
      try {
        const answer = await uploadAssets([file]);
        result.uploaded += answer.uploaded.length;
        result.errors.push(...answer.errors.map((e) => e.error));
      } catch (err) {
        result.errors.push(`${ASSET_MESSAGES.uploadFailedPrefix}${errorMessage(err) || ASSET_MESSAGES.uploadFailedDefault}`);
      }
    }
    setReport(result);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = "";
    if (result.uploaded) await refresh();
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
  const copyMarkdown = (a: AssetRecord) => copy(`![${a.alt_text}](${a.url})`, "Markdown-Code kopiert", ASSET_MESSAGES.copyMarkdownFailed);

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
        <Button size="sm" onClick={() => setEditing(a)} aria-label={`${a.file_name} bearbeiten`}>
          Bearbeiten
        </Button>
      )}
      {canManage && (
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            remove.reset();
            setDeleting(a);
          }}
          aria-label={`${a.file_name} löschen`}
        >
          Löschen
        </Button>
      )}
    </div>
  );

  const filtered = q !== "" || type !== "all";
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
              accept={ACCEPTED}
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
        <SearchBox
          label="Assets durchsuchen"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="Dateiname, Alt-Text oder Tag"
        />
        <label>
          <span className="adm-sr-only">Filter</span>
          <select
            className="adm-input adm-select"
            value={type}
            onChange={(e) => {
              setType(e.target.value as typeof type);
              setPage(1);
            }}
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
      {list.data && <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />}
      {editing && <AssetEditor asset={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={ASSET_MESSAGES.deleteConfirm}
          busy={remove.isPending}
          error={remove.isError ? `${ASSET_MESSAGES.deleteFailed}: ${errorMessage(remove.error)}` : null}
          onConfirm={() => remove.mutate(deleting.id)}
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

function AssetEditor({ asset, onClose }: { asset: AssetRecord; onClose: () => void }) {
  const [altText, setAltText] = useState(asset.alt_text);
  const [description, setDescription] = useState(asset.description);
  const [tags, setTags] = useState(joinCommaList(asset.tags));
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: JsonOf<(typeof adminApi.assets)[":id"]["$patch"]>) =>
      read(adminApi.assets[":id"].$patch({ param: { id: String(asset.id) }, json: body })),
    onSuccess: async () => {
      toast("Asset gespeichert");
      await queryClient.invalidateQueries({ queryKey: ["admin", "assets"] });
      onClose();
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(assetUpdateSchema, { alt_text: altText, description, tags: splitCommaList(tags) });
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.data);
  };
  return (
    <Modal
      title="Asset bearbeiten"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="asset-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="asset-form" className="adm-form" onSubmit={submit} noValidate>
        {save.isError && (
          <Banner tone="error">
            {ASSET_MESSAGES.updateFailed}: {errorMessage(save.error)}
          </Banner>
        )}
        <TextInput label="Alt-Text" value={altText} onChange={(e) => setAltText(e.target.value)} error={errors.alt_text} />
        <Textarea
          label="Beschreibung"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <TextInput label="Tags" hint="Durch Kommas getrennt" value={tags} onChange={(e) => setTags(e.target.value)} error={errors.tags} />
        <dl className="cms-readonly">
          <dt>Dateiname</dt>
          <dd>{asset.file_name}</dd>
          <dt>Größe</dt>
          <dd>{formatFileSize(asset.size)}</dd>
          <dt>Typ</dt>
          <dd>{asset.mime_type}</dd>
          {asset.width && asset.height && (
            <>
              <dt>Abmessungen</dt>
              <dd>
                {asset.width}×{asset.height} px
              </dd>
            </>
          )}
          <dt>Erstellt</dt>
          <dd>{formatDate(asset.created_at)}</dd>
          <dt>URL</dt>
          <dd>{asset.url}</dd>
        </dl>
      </form>
    </Modal>
  );
}
