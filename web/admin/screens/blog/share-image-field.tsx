/**
 * @file The share image of an item (Open Graph / Twitter): a media-library picture, shown as its 1200×630 crop,
 * chosen through the image picker (which asks for alt texts in both languages first). Post and page editors use it.
 */
import { useId, useState } from "react";
import { ogImagePath } from "../../../../common/seo";
import { Button, FormField } from "../../ui";
import { ImagePicker } from "./image-picker";

export function ShareImageField({
  value,
  onChange,
  error,
  context,
  fallback,
}: {
  value: string;
  onChange: (path: string) => void;
  error?: string;
  /** The item's title, for the alt-text suggestion. */
  context: string | null;
  /** What shows when it is empty. */
  fallback: string;
}) {
  const [picking, setPicking] = useState(false);
  const name = useId();
  return (
    <>
      <FormField
        label="Vorschaubild für geteilte Links"
        error={error}
        hint={`Aus der Mediathek; gezeigt wird ein Zuschnitt auf 1200×630 Pixel. Leer: ${fallback}.`}
      >
        {(control) => (
          <div className="seo-panel__image">
            {value ? <img className="seo-panel__thumb" src={ogImagePath(value)} alt="" /> : null}
            <input {...control} name={name} className="adm-input" value={value} readOnly placeholder="Kein eigenes Bild" />
            <Button size="sm" onClick={() => setPicking(true)}>
              Aus Mediathek
            </Button>
            {value ? (
              <Button size="sm" onClick={() => onChange("")}>
                Entfernen
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      {picking && (
        <ImagePicker
          title="Vorschaubild wählen"
          context={context}
          onClose={() => setPicking(false)}
          onSelect={(asset) => {
            onChange(asset.url);
            setPicking(false);
          }}
        />
      )}
    </>
  );
}
