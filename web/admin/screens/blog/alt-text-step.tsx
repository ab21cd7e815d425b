/**
 * @file The picker's step for a picture without alt texts in both languages: it says why the picture cannot be used
 * yet, takes the German and English alt text (with an AI suggestion from the file name and context), stores them and
 * then hands the picture on.
 */
import { useState } from "react";
import { ALT_TEXT_MISSING } from "../../../../common/alt-text-rule";
import { errorMessage } from "../../../api/errors";
import { type LibraryAsset, useSuggestAltTexts, useUpdateAsset } from "../../queries/assets";
import { Banner, Button, TextInput } from "../../ui";

export function AltTextStep({
  asset,
  context,
  onDone,
  onBack,
}: {
  asset: LibraryAsset;
  context: string | null;
  onDone: (asset: LibraryAsset) => void;
  onBack: () => void;
}) {
  const [german, setGerman] = useState(asset.alt_text);
  const [english, setEnglish] = useState(asset.alt_en);
  const suggest = useSuggestAltTexts();
  const update = useUpdateAsset();
  const complete = german.trim() !== "" && english.trim() !== "";

  async function askSuggestion() {
    const answer = await suggest.mutateAsync({ id: asset.id, context });
    setGerman(answer.alt_text);
    setEnglish(answer.alt_en);
  }

  async function save() {
    const saved = await update.mutateAsync({ id: asset.id, body: { alt_text: german.trim(), alt_en: english.trim() } });
    onDone({ ...asset, alt_text: saved.alt_text, alt_en: saved.alt_en });
  }

  return (
    <div className="alt-step">
      <Banner tone="warning" title="Alt-Text fehlt">
        <p>{ALT_TEXT_MISSING}</p>
      </Banner>
      <div className="alt-step__body">
        <img className="alt-step__image" src={asset.url} alt="" />
        <div className="alt-step__fields">
          <p className="adm-muted">{asset.file_name}</p>
          <TextInput label="Alt-Text (Deutsch)" required value={german} maxLength={500} onChange={(e) => setGerman(e.target.value)} />
          <TextInput label="Alt-Text (Englisch)" required value={english} maxLength={500} onChange={(e) => setEnglish(e.target.value)} />
          {suggest.isSuccess && suggest.data.source === "template" ? (
            <p className="adm-muted">Vorschlag aus dem Dateinamen (ohne KI-Anbieter): bitte prüfen und anpassen.</p>
          ) : null}
          {suggest.isError || update.isError ? (
            <Banner tone="error" title="Das hat nicht geklappt">
              <p>{errorMessage(suggest.error ?? update.error)}</p>
            </Banner>
          ) : null}
          <div className="alt-step__actions">
            <Button onClick={onBack}>Zurück</Button>
            <Button onClick={askSuggestion} busy={suggest.isPending} busyLabel="Vorschlag wird erstellt...">
              KI-Vorschlag
            </Button>
            <Button variant="primary" onClick={save} disabled={!complete} busy={update.isPending} busyLabel="Wird gespeichert...">
              Speichern und verwenden
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
