/**
 * @file Wizard step 1: the generator input (title, category, description, tags, client project, format, planned
 * date, priority, tracking) on react-form with the shared generator schema, and the five title suggestions. The
 * generate button stays disabled without title, description and tags, saying why (spec section 5).
 */
import { useState } from "react";
import {
  AI_MESSAGES,
  AI_PRIORITIES,
  AI_PRIORITY_LABELS,
  type AiGeneratorData,
  aiGeneratorInputSchema,
  CONTENT_CATEGORIES,
  CONTENT_CATEGORY_INFO,
  CONTENT_FORMAT_LABELS,
  CONTENT_FORMATS,
  type ContentCategory,
  defaultPlannedDate,
} from "../../../../common/schemas/ai-content";
import { Button, submitHandler, useAdminForm } from "../../ui";
import { TitleSuggestions } from "./title-suggestions";

export interface GeneratorValues {
  title: string;
  category: ContentCategory;
  description: string;
  tags: string;
  client_project: string;
  formats: (typeof CONTENT_FORMATS)[number];
  planned_date: string;
  priority: (typeof AI_PRIORITIES)[number];
  tracking_enabled: boolean;
  /** target_language 'both' (spec default) or German only (translate later from the card). */
  english: boolean;
}

export const emptyGeneratorValues = (): GeneratorValues => ({
  title: "",
  category: "trends-topics",
  description: "",
  tags: "",
  client_project: "",
  formats: "both",
  planned_date: defaultPlannedDate(),
  priority: "medium",
  tracking_enabled: true,
  english: true,
});

const toGeneratorInput = ({ english, ...values }: GeneratorValues) => ({ ...values, target_language: english ? "both" : "de" });

/** Why the generate button is disabled, or null when it may be pressed. */
export function generateBlocker(values: Pick<GeneratorValues, "title" | "description" | "tags">): string | null {
  if (!values.title.trim() || !values.description.trim()) return AI_MESSAGES.titleAndDescriptionRequired;
  if (!values.tags.split(",").some((t) => t.trim())) return AI_MESSAGES.tagsRequired;
  return null;
}

interface InputStepProps {
  initial: GeneratorValues;
  canGenerate: boolean;
  onGenerate: (data: AiGeneratorData, values: GeneratorValues) => void;
}

export function InputStep({ initial, canGenerate, onGenerate }: InputStepProps) {
  const [suggesting, setSuggesting] = useState(false);
  const form = useAdminForm({
    defaultValues: initial,
    schema: aiGeneratorInputSchema,
    toInput: toGeneratorInput,
    onSubmit: async (data, values) => onGenerate(data, values),
  });
  return (
    <form id="ai-generator-form" className="adm-form" onSubmit={submitHandler(form)} noValidate>
      <form.AppField name="title">{(f) => <f.TextField label="Titel" required maxLength={200} />}</form.AppField>
      <form.Subscribe selector={(s) => [s.values.tags, s.values.category, s.values.description] as const}>
        {([tags, category, description]) =>
          canGenerate && (
            <div>
              <Button size="sm" onClick={() => setSuggesting(true)} aria-expanded={suggesting}>
                Titel vorschlagen
              </Button>
              {suggesting && (
                <TitleSuggestions
                  request={{ keywords: tags, category, description }}
                  missingText={AI_MESSAGES.keywordsAndCategoryRequired}
                  onPick={(title) => {
                    form.setFieldValue("title", title);
                    setSuggesting(false);
                  }}
                />
              )}
            </div>
          )
        }
      </form.Subscribe>
      <div className="blog-form__grid">
        <form.AppField name="category">
          {(f) => (
            <f.SelectField
              label="Kategorie"
              options={CONTENT_CATEGORIES.map((c) => ({ value: c, label: CONTENT_CATEGORY_INFO[c].de }))}
              hint={CONTENT_CATEGORY_INFO[f.state.value]?.description_de}
            />
          )}
        </form.AppField>
        <form.AppField name="formats">
          {(f) => (
            <f.SelectField
              label="Format"
              options={CONTENT_FORMATS.map((c) => ({ value: c, label: CONTENT_FORMAT_LABELS[c].de }))}
              hint={CONTENT_FORMAT_LABELS[f.state.value]?.description}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="description">
        {(f) => <f.TextAreaField label="Beschreibung" required rows={4} hint="Worum geht es? Kernaussagen, Zielgruppe, Beispiele." />}
      </form.AppField>
      <form.AppField name="tags">
        {(f) => <f.TextField label="Tags / Keywords" required hint="Durch Kommas getrennt, z. B. KI, Mittelstand, Datenstrategie" />}
      </form.AppField>
      <div className="blog-form__grid">
        <form.AppField name="client_project">{(f) => <f.TextField label="Kundenprojekt" maxLength={200} hint="Optional" />}</form.AppField>
        <form.AppField name="planned_date">
          {(f) => <f.TextField label="Geplantes Datum" type="date" hint="Standard: heute in 7 Tagen" />}
        </form.AppField>
        <form.AppField name="priority">
          {(f) => <f.SelectField label="Priorität" options={AI_PRIORITIES.map((p) => ({ value: p, label: AI_PRIORITY_LABELS[p] }))} />}
        </form.AppField>
      </div>
      <form.AppField name="tracking_enabled">{(f) => <f.CheckboxField label="Tracking-Link (UTM) im LinkedIn-Post" />}</form.AppField>
      <form.AppField name="english">{(f) => <f.CheckboxField label="Englische Fassung gleich mit erstellen" />}</form.AppField>
      <form.Subscribe selector={(s) => generateBlocker(s.values)}>
        {(blocker) => (
          <div className="ai-row">
            <Button variant="primary" type="submit" disabled={!!blocker || !canGenerate}>
              Content generieren
            </Button>
            {blocker ? (
              <span className="adm-muted">{blocker}</span>
            ) : (
              !canGenerate && <span className="adm-muted">Die Generierung erfordert die Berechtigung ai.use.</span>
            )}
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}
