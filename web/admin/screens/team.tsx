/** @file Team admin (/admin/team): card grid with search and paging, form dialog to create or edit, delete with confirmation. */

import { TEAM_CARD_TAGS, TEAM_DELETE_CONFIRM } from "../../../common/schemas/team";
import { translationState } from "../../../common/translation";
import { loadTeamMember, teamListQuery, useDeleteTeamMember } from "../queries/team";
import { TranslationBadge } from "../translation/translation-panel";
import { Badge, formatDate, statusTone, TagList } from "../ui";
import { RecordListScreen } from "./record-list-screen";
import { TeamForm } from "./team-form";

const TEXTS = {
  title: "Team",
  description: "Team-Mitglieder der Website verwalten",
  create: "Neues Team-Mitglied",
  search: "Team durchsuchen",
  searchPlaceholder: "Name, Position oder E-Mail",
  loadError: "Fehler beim Laden der Team-Mitglieder",
  empty: "Keine Team-Mitglieder",
  emptyFiltered: "Keine Team-Mitglieder gefunden",
  emptyHint: "Fügen Sie das erste Team-Mitglied hinzu.",
  deleted: "Team-Mitglied gelöscht",
  deleteError: "Fehler beim Löschen des Team-Mitglieds",
  deleteConfirm: TEAM_DELETE_CONFIRM,
};

export function TeamScreen() {
  return (
    <RecordListScreen
      perPage={24}
      texts={TEXTS}
      permissions="team"
      trashEntity="team_member"
      listQuery={teamListQuery}
      loadItem={loadTeamMember}
      useDelete={useDeleteTeamMember}
      form={(member, onClose) => <TeamForm member={member} onClose={onClose} />}
    >
      {(items, actions) => (
        <ul className="cms-card-grid" aria-label="Team-Mitglieder">
          {items.map((m) => (
            <li key={m.id} className="cms-card">
              {m.image_url && (
                <img className="cms-card__image" src={m.image_url} alt="" loading="lazy" onError={(e) => (e.currentTarget.hidden = true)} />
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
              <div className="adm-row-actions cms-card__actions">{actions(m, m.name)}</div>
            </li>
          ))}
        </ul>
      )}
    </RecordListScreen>
  );
}
