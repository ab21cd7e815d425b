/**
 * @file A machine translation as a proposal (issue 42): it names its source (the built-in template, a plain word
 * replacement, or the model that wrote it), replaces the English field only on "Übernehmen", and an English text taken
 * over from a template stays marked "ungeprüft" (`unchecked_en`, common/translation.ts) until a person edits or confirms it.
 */
import { type AiTranslateResponse, TEMPLATE_SOURCE } from "../../../common/schemas/ai-content";
import { englishHash, type UncheckedEnglish } from "../../../common/translation";
import { sourceNotice } from "../screens/ai-content/failure-text";
import { Badge, Button } from "../ui";

/** A translation proposal for one English field, as the translate endpoint answered it. */
export interface TranslationProposal<F extends string = string> {
  field: F;
  text: string;
  /** Made by the built-in template (word replacement), not by a model. */
  template: boolean;
  /** The model's name, or the template's description. */
  source: string;
  /** Why the template answered instead of the configured provider, if it did. */
  notice: string | null;
}

export const proposalOf = <F extends string>(field: F, answer: AiTranslateResponse): TranslationProposal<F> => ({
  field,
  text: answer.translated_text,
  template: answer.source === TEMPLATE_SOURCE,
  source: answer.source === TEMPLATE_SOURCE ? "Vorlage (Wortersetzung, keine KI)" : `KI-Übersetzung (${answer.source})`,
  notice: sourceNotice(answer),
});

/**
 * The form's `unchecked_en` after an editor took over `english` for `field`: a template's text is marked by its hash
 * (as the save will store it: list fields as their lines), a model's text, looked at and accepted, is not.
 */
export function uncheckedAfterAccept(
  unchecked: UncheckedEnglish | null | undefined,
  field: string,
  english: string | string[],
  template: boolean,
): Record<string, string> {
  const rest = uncheckedWithout(unchecked, field);
  return template ? { ...rest, [field]: englishHash({ [`${field}_en`]: english }, field) } : rest;
}

/** `unchecked_en` without `field`: its English text is confirmed by a person. */
export const uncheckedWithout = (unchecked: UncheckedEnglish | null | undefined, field: string): Record<string, string> =>
  Object.fromEntries(Object.entries(unchecked ?? {}).filter((e): e is [string, string] => e[0] !== field && typeof e[1] === "string"));

/** The proposal with its source, "Übernehmen" and "Verwerfen". */
export function ProposalCard({
  label,
  proposal,
  replaces,
  onAccept,
  onDiscard,
}: {
  /** The English field's name ("Titel (Englisch)"). */
  label: string;
  proposal: TranslationProposal;
  /** The field holds English text the proposal would replace. */
  replaces: boolean;
  onAccept: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      className="translation-panel__proposal"
      aria-label={`Vorschlag: ${label}`}
      data-source={proposal.template ? "template" : "model"}
    >
      <strong>Vorschlag für „{label}“</strong>
      <p className="translation-panel__source">
        <Badge tone={proposal.template ? "warning" : "info"}>{proposal.template ? "Vorlage" : "KI"}</Badge> Quelle: {proposal.source}
      </p>
      {proposal.template && (
        <p className="adm-hint">
          Eine Vorlage ersetzt nur Wörter und ist keine geprüfte Übersetzung: Übernommen bleibt das Feld „ungeprüft“, bis Sie den Text
          bearbeiten oder als geprüft markieren.
        </p>
      )}
      {proposal.notice && <p className="adm-hint">{proposal.notice}</p>}
      {replaces && <p className="adm-hint">Ersetzt den bisherigen englischen Text.</p>}
      <pre>{proposal.text}</pre>
      <div className="translation-panel__actions">
        <Button size="sm" variant="primary" onClick={onAccept}>
          Übernehmen
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          Verwerfen
        </Button>
      </div>
    </section>
  );
}

/** Beside a field whose English text is an unchecked template translation: the mark and "Als geprüft markieren". */
export function UncheckedMark({ label, onConfirm, disabled }: { label: string; onConfirm: () => void; disabled?: boolean }) {
  return (
    <span className="translation-panel__unchecked">
      <Badge tone="warning">Vorlage, ungeprüft</Badge>
      <Button size="sm" variant="ghost" onClick={onConfirm} disabled={disabled}>
        Als geprüft markieren<span className="adm-sr-only"> ({label})</span>
      </Button>
    </span>
  );
}
