/** @file Team admin (/admin/team): card grid with search and paging, form dialog to create or edit, delete with confirmation. */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { TEAM_CARD_TAGS, TEAM_DELETE_CONFIRM } from "../../../common/schemas/team";
import { translationState } from "../../../common/translation";
import type { TeamMember, Versioned } from "../../../common/types";
import { errorMessage } from "../../api/errors";
import { useUndoDelete } from "../history/use-undo-delete";
import { teamListQuery, useDeleteTeamMember } from "../queries/team";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { TranslationFilter, useTranslationFilter } from "../translation/translation-filter";
import { TranslationBadge } from "../translation/translation-panel";
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDate,
  LoadError,
  PageHeader,
  Pagination,
  SearchBox,
  Spinner,
  statusTone,
  TagList,
  usePagedList,
} from "../ui";
import { TeamForm } from "./team-form";

const PER_PAGE = 24;

export function TeamScreen() {
  const user = useSessionUser();
  const paging = usePagedList(PER_PAGE);
  const [editing, setEditing] = useState<Versioned<TeamMember> | "new" | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [translation, setTranslation] = useTranslationFilter();
  // the filter is applied by the server (?translation=), before paging
  const list = useQuery(teamListQuery({ ...paging.params, translation }));
  const filterTranslation = (next: typeof translation) => {
    setTranslation(next);
    paging.setPage(1);
  };
  const filtered = paging.q !== "" || translation !== "";
  const remove = useDeleteTeamMember();
  const undoToast = useUndoDelete();
  const confirmDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        undoToast("Team-Mitglied gelöscht", "team_member", id);
      },
    });

  return (
    <>
      <PageHeader
        title="Team"
        description="Team-Mitglieder der Website verwalten"
        actions={
          can(user, "team.create") && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              Neues Team-Mitglied
            </Button>
          )
        }
      />
      <div className="adm-toolbar">
        <SearchBox label="Team durchsuchen" value={paging.q} onChange={paging.setQ} placeholder="Name, Position oder E-Mail" />
        <TranslationFilter value={translation} onChange={filterTranslation} />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Team-Mitglieder" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={filtered ? "Keine Team-Mitglieder gefunden" : "Keine Team-Mitglieder"}>
          {filtered ? "Ändern Sie die Suche oder den Filter." : "Fügen Sie das erste Team-Mitglied hinzu."}
        </EmptyState>
      ) : (
        <>
          <ul className="cms-card-grid" aria-label="Team-Mitglieder">
            {list.data.items.map((m) => (
              <li key={m.id} className="cms-card">
                {m.image_url && (
                  <img
                    className="cms-card__image"
                    src={m.image_url}
                    alt=""
                    loading="lazy"
                    onError={(e) => (e.currentTarget.hidden = true)}
                  />
                )}
                <h2 className="cms-card__title">{m.name}</h2>
                <p className="adm-muted cms-card__subtitle">{m.position}</p>
                <div className="adm-badges">
                  <Badge tone={statusTone(m.active ? "active" : "inactive")}>{m.active ? "Aktiv" : "Inaktiv"}</Badge>
                  <Badge tone={statusTone(m.available ? "available" : "busy")}>{m.available ? "Verfügbar" : "Projektgebunden"}</Badge>
                  <TranslationBadge state={translationState("team", m)} />
                </div>
                {!m.available && m.current_project && (
                  <p className="cms-card__meta">
                    Projekt: {m.current_project}
                    {m.available_from && <> · Verfügbar ab {formatDate(m.available_from)}</>}
                  </p>
                )}
                <TagList tags={m.expertise} max={TEAM_CARD_TAGS} />
                <div className="adm-row-actions cms-card__actions">
                  {can(user, "team.edit") && (
                    <Button size="sm" onClick={() => setEditing(m)} aria-label={`${m.name} bearbeiten`}>
                      Bearbeiten
                    </Button>
                  )}
                  {can(user, "team.delete") && (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        remove.reset();
                        setDeleting(m);
                      }}
                      aria-label={`${m.name} löschen`}
                    >
                      Löschen
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={paging.page} perPage={PER_PAGE} total={list.data.total} onPage={paging.setPage} />
        </>
      )}
      {editing && <TeamForm member={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={TEAM_DELETE_CONFIRM}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen des Team-Mitglieds: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
