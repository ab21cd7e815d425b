/**
 * @file Translations (/admin/translations): search, category and translation-status filter (`?translation=`), and inline
 * edit of the public site's UI strings.
 */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { translationUpdateSchema } from "../../../common/schemas/translations";
import { isUncheckedTemplate, translationState, uiStringTexts, uncheckedEnglishOf } from "../../../common/translation";
import type { Translation, Versioned } from "../../../common/types";
import { errorMessage } from "../../api/errors";
import { useEditorSafety } from "../editing/use-editor-safety";
import { HistoryButton } from "../history/history-panel";
import { translationCategoriesQuery, translationListQuery, useUpdateTranslation } from "../queries/translations";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { UncheckedMark, uncheckedAfterAccept, uncheckedWithout } from "../translation/proposal";
import { TranslateHelper } from "../translation/translate-helper";
import { TranslationFilter, useTranslationFilter } from "../translation/translation-filter";
import { TranslationBadge } from "../translation/translation-panel";
import {
  Banner,
  Button,
  EmptyState,
  formatDateTime,
  LoadError,
  PageHeader,
  Pagination,
  SearchBox,
  Spinner,
  submitHandler,
  Table,
  TIME_ZONE_LABEL,
  useAdminForm,
  usePagedList,
  useToast,
} from "../ui";

const PER_PAGE = 100;

export function TranslationsScreen() {
  const user = useSessionUser();
  const canEdit = can(user, "translations.edit");
  const paging = usePagedList(PER_PAGE, { category: "" });
  const [editing, setEditing] = useState<number | null>(null);
  const [translation, setTranslation] = useTranslationFilter();
  const list = useQuery(translationListQuery({ ...paging.params, translation }));
  const categories = useQuery(translationCategoriesQuery);

  return (
    <>
      <PageHeader
        title="Übersetzungen"
        description="Texte der Website auf Deutsch und Englisch. Änderungen erscheinen beim nächsten Laden der Website."
      />
      <div className="adm-toolbar">
        <SearchBox
          label="Übersetzungen durchsuchen"
          value={paging.q}
          onChange={paging.setQ}
          placeholder="Schlüssel, Deutsch oder Englisch"
        />
        <label>
          <span className="adm-sr-only">Kategorie</span>
          <select
            className="adm-input adm-select"
            value={paging.filters.category}
            onChange={(e) => paging.setFilter("category", e.target.value)}
          >
            <option value="">Alle Kategorien</option>
            {(categories.data ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <TranslationFilter value={translation} onChange={setTranslation} />
      </div>
      {!canEdit && (
        <Banner tone="info">Sie können die Übersetzungen ansehen; zum Bearbeiten fehlt die Berechtigung "translations.edit".</Banner>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Übersetzungen" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={paging.filtered || translation ? "Keine Übersetzungen gefunden" : "Keine Übersetzungen"} />
      ) : (
        <>
          <Table
            caption="Übersetzungen"
            rows={list.data.items}
            rowKey={(t) => t.id}
            columns={[
              {
                header: "Schlüssel",
                cell: (t) => (
                  <>
                    <code>{t.key}</code>
                    <br />
                    <span className="adm-muted">{t.category}</span>
                  </>
                ),
              },
              {
                header: "Deutsch",
                cell: (t) =>
                  editing === t.id ? (
                    <InlineEditor entry={t} canTranslate={can(user, "ai.use")} onDone={() => setEditing(null)} />
                  ) : (
                    t.german
                  ),
              },
              {
                header: "Englisch",
                cell: (t) =>
                  editing === t.id ? null : (
                    <>
                      {t.english}
                      <br />
                      <TranslationBadge
                        state={translationState("ui_string", { ...uiStringTexts(t), translation_sources: t.translation_sources })}
                      />
                    </>
                  ),
              },
              { header: `Zuletzt geändert (${TIME_ZONE_LABEL})`, cell: (t) => formatDateTime(t.updated_at) },
              {
                header: "Aktionen",
                align: "end",
                cell: (t) =>
                  canEdit && editing !== t.id ? (
                    <Button size="sm" onClick={() => setEditing(t.id)} aria-label={`${t.key} bearbeiten`}>
                      Bearbeiten
                    </Button>
                  ) : null,
              },
            ]}
          />
          <Pagination page={paging.page} perPage={PER_PAGE} total={list.data.total} onPage={paging.setPage} />
        </>
      )}
    </>
  );
}

/** The fields' German names (draft offer, conflict dialog). */
const LABELS = { german: "Deutsch", english: "Englisch", unchecked_en: "Ungeprüfte Vorlagen-Übersetzung" };
/** German, English and `unchecked_en` (an English text taken over from a template and not yet checked, field "text"). */
const editorValues = (t: Translation) => ({
  german: t.german,
  english: t.english,
  unchecked_en: uncheckedEnglishOf(["text"], t.translation_sources),
});

function InlineEditor({ entry, canTranslate, onDone }: { entry: Versioned<Translation>; canTranslate: boolean; onDone: () => void }) {
  const toast = useToast();
  const save = useUpdateTranslation();
  const form = useAdminForm({
    defaultValues: editorValues(entry),
    schema: translationUpdateSchema,
    onSubmit: async (body) => {
      await safety.save((version) => save.mutateAsync({ id: entry.id, body, version: version ?? entry.version }));
      toast("Übersetzung gespeichert");
      onDone();
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "translations",
    recordId: entry.id,
    version: entry.version,
    labels: LABELS,
    toValues: editorValues,
  });
  return (
    <>
      <form className="cms-inline-edit" onSubmit={submitHandler(form)} aria-label={`${entry.key} bearbeiten`}>
        {safety.banner}
        <form.AppField name="german">{(f) => <f.TextAreaField label="Deutsch" rows={2} />}</form.AppField>
        <form.AppField name="english">{(f) => <f.TextAreaField label="Englisch" rows={2} />}</form.AppField>
        <form.Subscribe selector={(s) => s.values}>
          {(values) => (
            <>
              {isUncheckedTemplate(uiStringTexts(values), values.unchecked_en, "text") && (
                <UncheckedMark
                  label="Englisch"
                  onConfirm={() => form.setFieldValue("unchecked_en", uncheckedWithout(values.unchecked_en, "text"))}
                />
              )}
              <TranslateHelper
                source={values.german}
                label="Englisch"
                hasEnglish={values.english.trim() !== ""}
                allowed={canTranslate}
                onAccept={(english, template) => {
                  form.setFieldValue("english", english);
                  form.setFieldValue("unchecked_en", uncheckedAfterAccept(values.unchecked_en, "text", english, template));
                }}
              />
            </>
          )}
        </form.Subscribe>
        {save.isError && !safety.reports(save.error) && (
          <p className="adm-field__error" role="alert">
            Fehler beim Speichern: {errorMessage(save.error)}
          </p>
        )}
        <div className="adm-row-actions">
          <Button size="sm" variant="primary" type="submit" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
          <Button size="sm" onClick={() => safety.requestClose(onDone)}>
            Abbrechen
          </Button>
          <HistoryButton resource="translations" recordId={entry.id} version={entry.version} onRestored={onDone} />
        </div>
      </form>
      {safety.dialogs}
    </>
  );
}
