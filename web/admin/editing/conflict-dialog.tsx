/**
 * @file The edit-conflict dialog (409 edit_conflict, issues 26 and 46): per differing field the user's text beside the
 * stored one, with a choice per field (keep mine / take theirs), preset by the three-way merge against the version the
 * user loaded (web/admin/editing/three-way.ts): a field only the colleague changed keeps the colleague's text, one only
 * the user changed keeps the user's, and one both changed has no preset: saving waits until it is chosen. The texts can
 * be selected and copied. Applying the choice moves the form onto the stored version, so the next save is checked
 * against that one.
 */
import { useState } from "react";
import { Button, formatDateTime, Modal } from "../ui";
import { valueText } from "./field-diff";
import { type ChangedBy, type Side, threeWayMerge } from "./three-way";

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
  /** The version the user loaded (or last saved): what each side changed is measured against it. */
  base: V;
  /** Every saved field with its German name, in form order: the fields that differ are shown. */
  labels: Record<string, string>;
  /** The values chosen per field; `save` saves them right away at the stored version. */
  onResolve: (values: V, save: boolean) => void;
  onCancel: () => void;
  /** No form behind the dialog (e.g. publishing from the AI studio's list): only "Auswahl speichern". */
  saveOnly?: boolean;
}

const CHANGED_BY_NOTE: Record<ChangedBy, (who: string) => string> = {
  mine: () => "Nur von Ihnen geändert: Ihre Fassung ist vorgewählt.",
  theirs: (who) => `Nur von ${who} geändert: diese Fassung ist vorgewählt.`,
  both: () => "Von beiden geändert: bitte wählen.",
};

export function ConflictDialog<V extends object>({ conflict, mine, base, labels, onResolve, onCancel, saveOnly }: ConflictDialogProps<V>) {
  const [merge] = useState(() => threeWayMerge(base, mine, conflict.theirs, labels));
  const fields = merge.map((m) => m.field);
  const [take, setTake] = useState<Record<string, Side | undefined>>(() => Object.fromEntries(merge.map((m) => [m.field, m.preset])));
  const open = merge.filter((m) => take[m.field] === undefined).map((m) => labels[m.field] ?? m.field);
  const merged = () => {
    const values = { ...mine } as Record<string, unknown>;
    for (const f of fields) if (take[f] === "theirs") values[f] = (conflict.theirs as Record<string, unknown>)[f];
    return values as V;
  };
  const setAll = (side: Side) => setTake(Object.fromEntries(fields.map((f) => [f, side])));
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
          {!saveOnly && (
            <Button onClick={() => onResolve(merged(), false)} disabled={open.length > 0}>
              Auswahl ins Formular übernehmen
            </Button>
          )}
          <Button variant="primary" onClick={() => onResolve(merged(), true)} disabled={open.length > 0} data-autofocus>
            Auswahl speichern
          </Button>
        </>
      }
    >
      <p>
        Dieser Eintrag wurde am {when} von <strong>{who}</strong> gespeichert (Version {conflict.version}), nachdem Sie ihn geöffnet haben.
        Ihre Änderungen sind noch nicht gespeichert. Felder, die nur eine Seite geändert hat, sind vorgewählt; wo beide geändert haben,
        wählen Sie die Fassung. Sie können Text auch markieren und kopieren.
      </p>
      {open.length > 0 && (
        <p className="adm-conflict__open" role="status">
          Noch zu wählen: {open.join(", ")}
        </p>
      )}
      <div className="adm-conflict__all">
        <Button size="sm" onClick={() => setAll("mine")}>
          Alle meine behalten
        </Button>
        <Button size="sm" onClick={() => setAll("theirs")}>
          Alle anderen übernehmen
        </Button>
      </div>
      {fields.length === 0 && <p>Die gespeicherte Fassung gleicht Ihrer; speichern Sie erneut.</p>}
      {merge.map(({ field, changedBy }) => (
        <fieldset key={field} className="adm-conflict__field" aria-label={labels[field] ?? field}>
          <legend className="adm-conflict__legend">{labels[field] ?? field}</legend>
          <p className="adm-conflict__note">{CHANGED_BY_NOTE[changedBy](who)}</p>
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
