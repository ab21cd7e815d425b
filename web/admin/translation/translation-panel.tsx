/**
 * @file The editors' "Englische Fassung" panel (posts, and each kind in common/translation.ts TRANSLATABLE): each
 * translated field's status (EN fehlt / veraltet / aktuell, as it will be after saving), "Übersetzen" per field and
 * "Alles Fehlende übersetzen" through the AI studio's translate endpoint; a translation is only a proposal (with its
 * source) until the editor accepts it, so no English text is overwritten unseen, and a template's text stays marked
 * "ungeprüft" until a person edits or confirms it (./proposal.tsx).
 */
import { useState } from "react";
import type { TranslationContext } from "../../../common/schemas/ai-content";
import {
  fieldStates,
  isUncheckedTemplate,
  nextTranslationSources,
  TRANSLATABLE,
  TRANSLATION_STATE_LABELS,
  type TranslatableKind,
  type TranslatedField,
  type TranslationSources,
  type TranslationState,
  type UncheckedEnglish,
} from "../../../common/translation";
import { errorMessage } from "../../api/errors";
import { useTranslateTexts } from "../queries/ai-content";
import { Badge, Banner, Button } from "../ui";
import { ProposalCard, proposalOf, type TranslationProposal, UncheckedMark, uncheckedAfterAccept, uncheckedWithout } from "./proposal";

const TONES = { missing: "danger", stale: "warning", current: "success" } as const satisfies Record<TranslationState, string>;

/** An item's or field's state as a badge (lists and the panel). */
export const TranslationBadge = ({ state }: { state: TranslationState }) => (
  <Badge tone={TONES[state]}>{TRANSLATION_STATE_LABELS[state]}</Badge>
);

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
  unchecked,
  context = "general",
  onAccept,
  onUnchecked,
}: {
  kind: K;
  /** The German label of each translated field. */
  labels: Record<TranslatedField<K>, string>;
  /** The form's current values. */
  values: Record<string, unknown>;
  /** The item as stored (null while it is new). */
  saved: (object & { translation_sources?: TranslationSources | null }) | null;
  /** The form's `unchecked_en`: English texts taken over from a template translation, not yet checked. */
  unchecked: UncheckedEnglish | undefined;
  context?: TranslationContext;
  /**
   * Sets the English field (a list field gets the proposal's lines) and, in the same change, the form's `unchecked_en`
   * as it is after taking over this proposal.
   */
  onAccept: (field: `${TranslatedField<K>}_en`, value: string | string[], unchecked: Record<string, string>) => void;
  /** Sets the form's `unchecked_en` (sent with the save) when an editor confirms a template's text. */
  onUnchecked: (next: Record<string, string>) => void;
}) {
  type Field = TranslatedField<K>;
  const fields = TRANSLATABLE[kind].fields as readonly Field[];
  const translate = useTranslateTexts();
  const [proposals, setProposals] = useState<TranslationProposal<Field>[]>([]);
  // the states as the save will store them (the one rule, common/translation.ts): an English text edited here counts as
  // translated from today's German, a stored pair never saved since tracking began as in step, an unchecked template
  // translation as not current
  const sources = nextTranslationSources(fields, saved?.translation_sources, saved, values, unchecked);
  const states = fieldStates(values, sources, fields);
  const open = fields.filter((f) => germanOf(values, f) && states[f] !== "current");

  async function run(chosen: Field[]) {
    const answers = await translate.mutateAsync(chosen.map((f) => ({ text: germanOf(values, f), target_language: "en", context })));
    setProposals((old) => [...old.filter((p) => !chosen.includes(p.field)), ...chosen.map((field, i) => proposalOf(field, answers[i]))]);
  }
  const accept = (p: TranslationProposal<Field>) => {
    const isList = Array.isArray(values[p.field]);
    const lines = p.text
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const english = isList ? lines : p.text;
    onAccept(`${p.field}_en`, english, uncheckedAfterAccept(unchecked, p.field, english, p.template));
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
            {/* an unchecked template translation counts as "EN veraltet" in the lists; here it says what it is */}
            {isUncheckedTemplate(values, unchecked, f) ? (
              <UncheckedMark label={labels[f]} onConfirm={() => onUnchecked(uncheckedWithout(unchecked, f))} />
            ) : (
              <TranslationBadge state={states[f]} />
            )}
            <Button size="sm" variant="ghost" onClick={() => run([f])} disabled={!germanOf(values, f) || translate.isPending}>
              Übersetzen<span className="adm-sr-only"> ({labels[f]})</span>
            </Button>
          </li>
        ))}
      </ul>
      {proposals.map((p) => (
        <ProposalCard
          key={p.field}
          label={`${labels[p.field]} (Englisch)`}
          proposal={p}
          replaces={hasEnglish(p.field)}
          onAccept={() => accept(p)}
          onDiscard={() => setProposals((old) => old.filter((o) => o !== p))}
        />
      ))}
    </section>
  );
}
