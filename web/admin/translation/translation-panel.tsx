/**
 * @file The editors' "Englische Fassung" panel (posts, and each kind in common/translation.ts TRANSLATABLE): each
 * translated field's status (EN fehlt / veraltet / aktuell, as it will be after saving), "Übersetzen" per field and
 * "Alles Fehlende übersetzen" through the AI studio's translate endpoint; a translation is only a proposal until the
 * editor accepts it, so no English text is overwritten unseen.
 */
import { useState } from "react";
import type { TranslationContext } from "../../../common/schemas/ai-content";
import {
  fieldStates,
  nextTranslationSources,
  TRANSLATABLE,
  TRANSLATION_STATE_LABELS,
  type TranslatableKind,
  type TranslatedField,
  type TranslationSources,
  type TranslationState,
} from "../../../common/translation";
import { errorMessage } from "../../api/errors";
import { useTranslateTexts } from "../queries/ai-content";
import { Badge, Banner, Button } from "../ui";

const TONES = { missing: "danger", stale: "warning", current: "success" } as const satisfies Record<TranslationState, string>;

/** An item's or field's state as a badge (lists and the panel). */
export const TranslationBadge = ({ state }: { state: TranslationState }) => (
  <Badge tone={TONES[state]}>{TRANSLATION_STATE_LABELS[state]}</Badge>
);

interface Proposal<F extends string> {
  field: F;
  text: string;
}

/** A field's German text as sent for translation; list fields (tags) go as one line per entry. */
const germanOf = (values: Record<string, unknown>, field: string) => {
  const value = values[field];
  if (Array.isArray(value)) return value.map(String).join("\n").trim();
  return String(value ?? "").trim();
};

export function TranslationPanel<K extends TranslatableKind>({
  kind,
  labels,
  values,
  saved,
  context = "general",
  onAccept,
}: {
  kind: K;
  /** The German label of each translated field. */
  labels: Record<TranslatedField<K>, string>;
  /** The form's current values. */
  values: Record<string, unknown>;
  /** The item as stored (null while it is new). */
  saved: (object & { translation_sources?: TranslationSources | null }) | null;
  context?: TranslationContext;
  /** Sets the English field; a list field gets the proposal's lines. */
  onAccept: (field: `${TranslatedField<K>}_en`, value: string | string[]) => void;
}) {
  type Field = TranslatedField<K>;
  const fields = TRANSLATABLE[kind].fields as readonly Field[];
  const translate = useTranslateTexts();
  const [proposals, setProposals] = useState<Proposal<Field>[]>([]);
  // the states as the save will store them: an English text edited here counts as translated from today's German
  const sources = nextTranslationSources(fields, saved?.translation_sources, saved, values);
  const states = fieldStates(values, saved ? sources : {}, fields);
  const open = fields.filter((f) => germanOf(values, f) && states[f] !== "current");

  async function run(chosen: Field[]) {
    const answers = await translate.mutateAsync(chosen.map((f) => ({ text: germanOf(values, f), target_language: "en", context })));
    setProposals((old) => [
      ...old.filter((p) => !chosen.includes(p.field)),
      ...chosen.map((field, i) => ({ field, text: answers[i].translated_text })),
    ]);
  }
  const accept = (p: Proposal<Field>) => {
    const isList = Array.isArray(values[p.field]);
    const lines = p.text
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    onAccept(`${p.field}_en`, isList ? lines : p.text);
    setProposals((old) => old.filter((o) => o !== p));
  };
  const hasEnglish = (f: Field) => germanOf(values, `${f}_en`) !== "";

  return (
    <section className="translation-panel" aria-label="Englische Fassung">
      <div className="translation-panel__head">
        <h3>Englische Fassung</h3>
        <Button size="sm" onClick={() => run(open)} disabled={!open.length} busy={translate.isPending} busyLabel="Übersetzt …">
          Alles Fehlende übersetzen
        </Button>
      </div>
      {translate.isError && (
        <Banner tone="error" title="Übersetzung fehlgeschlagen">
          <p>{errorMessage(translate.error)}</p>
        </Banner>
      )}
      <ul className="translation-panel__fields">
        {fields.map((f) => (
          <li key={f} data-field={f}>
            <span>{labels[f]}</span>
            <TranslationBadge state={states[f]} />
            <Button size="sm" variant="ghost" onClick={() => run([f])} disabled={!germanOf(values, f) || translate.isPending}>
              Übersetzen<span className="adm-sr-only"> ({labels[f]})</span>
            </Button>
          </li>
        ))}
      </ul>
      {proposals.map((p) => (
        <section key={p.field} className="translation-panel__proposal" aria-label={`Vorschlag: ${labels[p.field]} (Englisch)`}>
          <strong>Vorschlag für „{labels[p.field]} (Englisch)“</strong>
          {hasEnglish(p.field) && <p className="adm-hint">Ersetzt den bisherigen englischen Text.</p>}
          <pre>{p.text}</pre>
          <div className="translation-panel__actions">
            <Button size="sm" variant="primary" onClick={() => accept(p)}>
              Übernehmen
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setProposals((old) => old.filter((o) => o !== p))}>
              Verwerfen
            </Button>
          </div>
        </section>
      ))}
    </section>
  );
}
