/** @file The asset dialog: alt text, description and tags (react-form, shared `assetUpdateSchema`) beside the file's facts. */

import { joinCommaList, splitCommaList } from "../../../common/comma-list";
import { formatFileSize } from "../../../common/file-size";
import { ASSET_MESSAGES, type AssetRecord, assetUpdateSchema } from "../../../common/schemas/assets";
import { errorMessage } from "../../api/errors";
import { useUpdateAsset } from "../queries/assets";
import { Banner, Button, formatDate, Modal, submitHandler, useAdminForm, useToast } from "../ui";

export const isImage = (a: Pick<AssetRecord, "mime_type">) => a.mime_type.startsWith("image/");
/** The asset's address on this site, absolute (what 'URL kopieren' and 'Markdown' copy). */
export const absoluteUrl = (a: Pick<AssetRecord, "url">) => new URL(a.url, window.location.origin).href;

export function AssetEditor({ asset, onClose }: { asset: AssetRecord; onClose: () => void }) {
  const toast = useToast();
  const save = useUpdateAsset();
  const form = useAdminForm({
    defaultValues: { alt_text: asset.alt_text, alt_en: asset.alt_en, description: asset.description, tags: joinCommaList(asset.tags) },
    schema: assetUpdateSchema,
    toInput: (v) => ({ ...v, tags: splitCommaList(v.tags) }),
    onSubmit: async (body) => {
      await save.mutateAsync({ id: asset.id, body });
      toast("Asset gespeichert");
      onClose();
    },
  });
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
      <form id="asset-form" className="adm-form" onSubmit={submitHandler(form)} noValidate>
        {save.isError && (
          <Banner tone="error">
            {ASSET_MESSAGES.updateFailed}: {errorMessage(save.error)}
          </Banner>
        )}
        <form.AppField name="alt_text">
          {(f) => <f.TextField label="Alt-Text (Deutsch)" hint="Beide Alt-Texte sind nötig, bevor das Bild auf eine Seite kommt." />}
        </form.AppField>
        <form.AppField name="alt_en">{(f) => <f.TextField label="Alt-Text (Englisch)" />}</form.AppField>
        <form.AppField name="description">{(f) => <f.TextAreaField label="Beschreibung" rows={3} />}</form.AppField>
        <form.AppField name="tags">{(f) => <f.TextField label="Tags" hint="Durch Kommas getrennt" />}</form.AppField>
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
