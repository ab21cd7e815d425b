/**
 * @file The image picker of the post form: the real asset library (images only), searchable by file name,
 * alt text and tags, shown as a grid or a list with sizes in Bytes/KB/MB/GB. Choosing an image hands it back once it
 * has alt texts in both languages; one without them leads to the step that asks for them first (alt-text-step.tsx).
 */

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { hasBothAltTexts } from "../../../../common/alt-text-rule";
import { formatFileSize } from "../../../../common/file-size";
import { errorMessage } from "../../../api/errors";
import { imageLibraryQuery, type LibraryAsset } from "../../queries/assets";
import { Banner, Button, EmptyState, Modal, Spinner, type ViewMode, ViewToggle } from "../../ui";
import { AltTextStep } from "./alt-text-step";
import { matchesSearch } from "./picker-logic";

export { insertImageMarkdown } from "./picker-logic";

export function ImagePicker({
  title = "Bild auswählen",
  context = null,
  onSelect,
  onClose,
}: {
  title?: string;
  /** Where the picture is going (e.g. the post's title), for the alt-text suggestion. */
  context?: string | null;
  onSelect: (asset: LibraryAsset) => void;
  onClose: () => void;
}) {
  const library = useQuery(imageLibraryQuery);
  const [missingAlt, setMissingAlt] = useState<LibraryAsset | null>(null);
  const [search, setSearch] = useState("");
  const [view, setView] = useState<ViewMode>("grid");
  const images = useMemo(
    () => (library.data ?? []).filter((a) => a.mime_type.startsWith("image/") && matchesSearch(a, search)),
    [library.data, search],
  );

  return (
    <Modal title={title} onClose={onClose} size="lg" footer={<Button onClick={onClose}>Schließen</Button>}>
      {missingAlt ? (
        <AltTextStep asset={missingAlt} context={context} onDone={onSelect} onBack={() => setMissingAlt(null)} />
      ) : (
        <PickerList
          {...{ library, images, search, setSearch, view, setView }}
          onChoose={(asset) => (hasBothAltTexts(asset) ? onSelect(asset) : setMissingAlt(asset))}
        />
      )}
    </Modal>
  );
}

function PickerList({
  library,
  images,
  search,
  setSearch,
  view,
  setView,
  onChoose,
}: {
  library: ReturnType<typeof useQuery<LibraryAsset[]>>;
  images: LibraryAsset[];
  search: string;
  setSearch: (value: string) => void;
  view: ViewMode;
  setView: (view: ViewMode) => void;
  onChoose: (asset: LibraryAsset) => void;
}) {
  return (
    <>
      <div className="adm-toolbar">
        <label className="adm-sr-only" htmlFor="image-picker-search">
          Bilder durchsuchen
        </label>
        <input
          id="image-picker-search"
          className="adm-input blog-picker__search"
          type="search"
          placeholder="Suche nach Dateiname, Alt-Text oder Tags"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <ViewToggle view={view} onChange={setView} className="blog-picker__views" />
      </div>
      {library.isPending ? (
        <Spinner label="Bilder werden geladen..." />
      ) : library.isError ? (
        <Banner
          tone="error"
          title="Fehler beim Laden der Assets"
          actions={<Button onClick={() => library.refetch()}>Erneut versuchen</Button>}
        >
          <p>{errorMessage(library.error)}</p>
        </Banner>
      ) : images.length === 0 ? (
        <EmptyState title="Keine Bilder gefunden">
          {search ? (
            "Versuchen Sie einen anderen Suchbegriff."
          ) : (
            <>
              Laden Sie Bilder in der{" "}
              <a href="/admin/assets" target="_blank" rel="noopener">
                Asset-Verwaltung
              </a>{" "}
              hoch.
            </>
          )}
        </EmptyState>
      ) : (
        <ul className={view === "grid" ? "blog-picker__grid" : "blog-picker__list"} aria-label="Bilder">
          {images.map((asset) => (
            <li key={asset.id} className="blog-picker__item">
              <button
                type="button"
                className="blog-picker__choose"
                onClick={() => onChoose(asset)}
                aria-label={`${asset.file_name} auswählen`}
              >
                <img src={asset.url} alt={asset.alt_text} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = "hidden")} />
              </button>
              <div className="blog-picker__info">
                <span className="blog-picker__name">{asset.file_name}</span>
                {hasBothAltTexts(asset) ? null : <span className="blog-picker__missing">Alt-Text fehlt</span>}
                <span className="adm-muted">
                  {formatFileSize(asset.size)}
                  {asset.width && asset.height ? ` · ${asset.width}×${asset.height}` : ""}
                </span>
                {view === "list" && asset.alt_text ? <span className="adm-muted">{asset.alt_text}</span> : null}
                {view === "list" && asset.tags.length ? <span className="adm-muted">{asset.tags.join(", ")}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
