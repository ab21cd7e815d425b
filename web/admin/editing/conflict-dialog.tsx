/**
 * @file The edit-conflict dialog (409 edit_conflict, issue 26): per differing field the user's text beside the stored
 * one, with a choice per field (keep mine / take theirs). The texts can be selected and copied. Applying the choice
 * moves the form onto the stored version, so the next save is checked against that one.
 */
import { useState } from "react";
import { Button, formatDateTime, Modal } from "../ui";
import { valueText } from "./field-diff";

export interface EditConflict<V> {
  version: number;
  changed_at: string | null;
  changed_by: string | null;
  /** The stored record as form values. */
  theirs: V;
}

interface ConflictDialogProps<V> {
  conflict: EditConflict<V>;
  mine: V;
  /** The fields that differ, in form order. */
  fields: string[];
  labels: Record<string, string>;
  /** The values chosen per field; `save` saves them right away at the stored version. */
  onResolve: (values: V, save: boolean) => void;
  onCancel: () => void;
  /** No form behind the dialog (e.g. publishing from the AI studio's list): only "Auswahl speichern". */
  saveOnly?: boolean;
}

export function ConflictDialog<V extends object>({
  conflict,
  mine,
  fields,
  labels,
  onResolve,
  onCancel,
  saveOnly,
}: ConflictDialogProps<V>) {
  const [take, setTake] = useState<Record<string, "mine" | "theirs">>(() => Object.fromEntries(fields.map((f) => [f, "mine"])));
  const merged = () => {
    const values = { ...mine } as Record<string, unknown>;
    for (const f of fields) if (take[f] === "theirs") values[f] = (conflict.theirs as Record<string, unknown>)[f];
    return values as V;
  };
  const setAll = (side: "mine" | "theirs") => setTake(Object.fromEntries(fields.map((f) => [f, side])));
  const who = conflict.changed_by ?? "jemand anderem";
  const when = conflict.changed_at ? formatDateTime(conflict.changed_at) : "inzwischen";
  return (
    <Modal
      title="Bearbeitungskonflikt"
      onClose={onCancel}
      size="lg"
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel}>Abbrechen</Button>
          {!saveOnly && <Button onClick={() => onResolve(merged(), false)}>Auswahl ins Formular übernehmen</Button>}
          <Button variant="primary" onClick={() => onResolve(merged(), true)} data-autofocus>
            Auswahl speichern
          </Button>
        </>
      }
    >
      <p>
        Dieser Eintrag wurde am {when} von <strong>{who}</strong> gespeichert (Version {conflict.version}), nachdem Sie ihn geöffnet haben.
        Ihre Änderungen sind noch nicht gespeichert. Wählen Sie je Feld, welche Fassung gilt; Sie können Text auch markieren und kopieren.
      </p>
      <div className="adm-conflict__all">
        <Button size="sm" onClick={() => setAll("mine")}>
          Alle meine behalten
        </Button>
        <Button size="sm" onClick={() => setAll("theirs")}>
          Alle anderen übernehmen
        </Button>
      </div>
      {fields.length === 0 && <p>Die gespeicherte Fassung gleicht Ihrer; speichern Sie erneut.</p>}
      {fields.map((field) => (
        <fieldset key={field} className="adm-conflict__field" aria-label={labels[field] ?? field}>
          <legend className="adm-conflict__legend">{labels[field] ?? field}</legend>
          <div className="adm-conflict__sides">
            {(["mine", "theirs"] as const).map((side) => (
              <label key={side} className={`adm-conflict__side${take[field] === side ? " adm-conflict__side--chosen" : ""}`}>
                <span className="adm-conflict__choice">
                  <input
                    type="radio"
                    name={`conflict-${field}`}
                    checked={take[field] === side}
                    onChange={() => setTake((t) => ({ ...t, [field]: side }))}
                  />{" "}
                  {side === "mine" ? "Meine Fassung" : `Fassung von ${who}`}
                </span>
                <pre className="adm-conflict__text">{valueText((side === "mine" ? mine : conflict.theirs)[field as keyof V])}</pre>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </Modal>
  );
}
