/**
 * @file The post editor's "Englische Fassung" panel: each translated field's status (EN fehlt / veraltet / aktuell, as it
 * will be after saving), "Übersetzen" per field and "Alles Fehlende übersetzen" through the AI studio's translate
 * endpoint; a translation is only a proposal until the editor accepts it, so no English text is overwritten unseen.
 */
import { useState } from "react";
import {
  fieldStates,
  nextTranslationSources,
  POST_TRANSLATED_FIELDS,
  TRANSLATION_STATE_LABELS,
  type TranslationState,
} from "../../../../common/translation";
import type { BlogPost } from "../../../../common/types";
import { errorMessage } from "../../../api/errors";
import { useTranslateTexts } from "../../queries/ai-content";
import { Badge, Banner, Button } from "../../ui";

type Field = (typeof POST_TRANSLATED_FIELDS)[number];
const LABELS: Record<Field, string> = {
  title: "Titel",
  excerpt: "Auszug",
  content: "Inhalt",
  meta_title: "Meta-Titel",
  meta_description: "Meta-Beschreibung",
};
const TONES = { missing: "danger", stale: "warning", current: "success" } as const satisfies Record<TranslationState, string>;

interface Proposal {
  field: Field;
  text: string;
}

export function TranslationPanel({
  values,
  post,
  onAccept,
}: {
  values: Record<string, unknown>;
  post: BlogPost | null;
  onAccept: (field: `${Field}_en`, text: string) => void;
}) {
  const translate = useTranslateTexts();
  const [proposals, setProposals] = useState<Proposal[]>([]);
  // the states as the save will store them: an English text edited here counts as translated from today's German
  const sources = nextTranslationSources(POST_TRANSLATED_FIELDS, post?.translation_sources, post, values);
  const states = fieldStates(values, post ? sources : {}, POST_TRANSLATED_FIELDS);
  const german = (f: Field) => String(values[f] ?? "").trim();
  const open = POST_TRANSLATED_FIELDS.filter((f) => german(f) && states[f] !== "current");

  async function run(fields: Field[]) {
    const answers = await translate.mutateAsync(fields.map((f) => ({ text: german(f), target_language: "en", context: "blog" })));
    setProposals((old) => [
      ...old.filter((p) => !fields.includes(p.field)),
      ...fields.map((field, i) => ({ field, text: answers[i].translated_text })),
    ]);
  }
  const accept = (p: Proposal) => {
    onAccept(`${p.field}_en`, p.text);
    setProposals((old) => old.filter((o) => o !== p));
  };

  return (
    <section className="blog-translation" aria-label="Englische Fassung">
      <div className="blog-translation__head">
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
      <ul className="blog-translation__fields">
        {POST_TRANSLATED_FIELDS.map((f) => (
          <li key={f} data-field={f}>
            <span>{LABELS[f]}</span>
            <Badge tone={TONES[states[f]]}>{TRANSLATION_STATE_LABELS[states[f]]}</Badge>
            <Button size="sm" variant="ghost" onClick={() => run([f])} disabled={!german(f) || translate.isPending}>
              Übersetzen<span className="adm-sr-only"> ({LABELS[f]})</span>
            </Button>
          </li>
        ))}
      </ul>
      {proposals.map((p) => (
        <section key={p.field} className="blog-translation__proposal" aria-label={`Vorschlag: ${LABELS[p.field]} (Englisch)`}>
          <strong>Vorschlag für „{LABELS[p.field]} (Englisch)“</strong>
          {String(values[`${p.field}_en`] ?? "").trim() && <p className="adm-hint">Ersetzt den bisherigen englischen Text.</p>}
          <pre>{p.text}</pre>
          <div className="blog-form__row">
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
