/**
 * @file The lists' "Übersetzung" filter (EN fehlt / veraltet / aktuell), kept in the address as `?translation=` so that
 * the translation overview and the dashboard can link to a filtered list.
 */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { TRANSLATION_STATE_LABELS, type TranslationState } from "../../../common/translation";
import { TRANSLATION_STATES } from "../../../common/translation-states";
import { Select } from "../ui";

/** The filter's value from the address ("" = all). */
export function useTranslationFilter(): [TranslationState | "", (next: TranslationState | "") => void] {
  const search = useSearch({ strict: false }) as { translation?: TranslationState };
  const navigate = useNavigate();
  const set = (next: TranslationState | "") =>
    void navigate({ to: ".", search: (old: object) => ({ ...old, translation: next || undefined }), replace: true });
  return [search.translation ?? "", set];
}

export function TranslationFilter({ value, onChange }: { value: TranslationState | ""; onChange: (next: TranslationState | "") => void }) {
  return (
    <Select
      label="Übersetzung"
      value={value}
      onChange={(e) => onChange(e.target.value as TranslationState | "")}
      options={[{ value: "", label: "Alle" }, ...TRANSLATION_STATES.map((v) => ({ value: v, label: TRANSLATION_STATE_LABELS[v] }))]}
    />
  );
}
