/** @file Translations (/admin/translations): search, category filter and inline edit of the public site's UI strings. */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { translationUpdateSchema } from "../../../common/schemas/translations";
import type { Translation } from "../../../common/types";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { formatDateTime, Pagination, SearchBox } from "../content/shared";
import { translationCategoriesQuery, translationListQuery } from "../queries/content";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { Banner, Button, checkForm, EmptyState, LoadError, PageHeader, Spinner, Table, useToast } from "../ui";

const PER_PAGE = 100;

export function TranslationsScreen() {
  const user = useSessionUser();
  const canEdit = can(user, "translations.edit");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useQuery(translationListQuery({ q, category, page, per_page: PER_PAGE }));
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
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="Schlüssel, Deutsch oder Englisch"
        />
        <label>
          <span className="adm-sr-only">Kategorie</span>
          <select
            className="adm-input adm-select"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Alle Kategorien</option>
            {(categories.data ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!canEdit && (
        <Banner tone="info">Sie können die Übersetzungen ansehen; zum Bearbeiten fehlt die Berechtigung "translations.edit".</Banner>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Übersetzungen" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={q || category ? "Keine Übersetzungen gefunden" : "Keine Übersetzungen"} />
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
                cell: (t) => (editing === t.id ? <InlineEditor entry={t} onDone={() => setEditing(null)} /> : t.german),
              },
              { header: "Englisch", cell: (t) => (editing === t.id ? null : t.english) },
              { header: "Zuletzt geändert", cell: (t) => formatDateTime(t.updated_at) },
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
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}

function InlineEditor({ entry, onDone }: { entry: Translation; onDone: () => void }) {
  const [german, setGerman] = useState(entry.german);
  const [english, setEnglish] = useState(entry.english);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: JsonOf<(typeof adminApi.translations)[":id"]["$patch"]>) =>
      read(adminApi.translations[":id"].$patch({ param: { id: String(entry.id) }, json: body })),
    onSuccess: async () => {
      toast("Übersetzung gespeichert");
      await queryClient.invalidateQueries({ queryKey: ["admin", "translations"] });
      onDone();
    },
    onError: (err) => setError(`Fehler beim Speichern: ${errorMessage(err)}`),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(translationUpdateSchema, { german, english });
    if (checked.errors) return setError(Object.values(checked.errors).flat().join(" "));
    save.mutate(checked.data);
  };
  return (
    <form className="cms-inline-edit" onSubmit={submit} aria-label={`${entry.key} bearbeiten`}>
      <label>
        Deutsch
        <textarea className="adm-input" rows={2} value={german} onChange={(e) => setGerman(e.target.value)} />
      </label>
      <label>
        Englisch
        <textarea className="adm-input" rows={2} value={english} onChange={(e) => setEnglish(e.target.value)} />
      </label>
      {error && (
        <p className="adm-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="adm-row-actions">
        <Button size="sm" variant="primary" type="submit" busy={save.isPending} busyLabel="Speichern...">
          Speichern
        </Button>
        <Button size="sm" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
