/** @file Papierkorb (/admin/trash): what was deleted, by whom and when; restore, or purge for good (the entry's can_purge). */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PermissionName } from "../../../common/permissions";
import { errorMessage } from "../../api/errors";
import { type TrashEntry, trashListQuery, usePurgeTrashEntry, useRestoreTrashEntry } from "../queries/trash";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { Button, ConfirmDialog, EmptyState, formatDateTime, LoadError, PageHeader, Spinner, Table, TIME_ZONE_LABEL, useToast } from "../ui";

/** Restoring needs the permission that deletes the type (as the server checks: worker/domain/trash/move.ts). */
const RESTORE_PERMISSION: Record<string, PermissionName> = {
  blog_post: "blog.delete",
  page: "pages.delete",
  team_member: "team.delete",
  event: "events.delete",
  ai_content: "blog.create",
  asset: "assets.manage",
};

export function TrashScreen() {
  const user = useSessionUser();
  const list = useQuery(trashListQuery());
  const toast = useToast();
  const restore = useRestoreTrashEntry();
  const purge = usePurgeTrashEntry();
  const [purging, setPurging] = useState<TrashEntry | null>(null);

  const restoreEntry = (entry: TrashEntry) =>
    restore.mutate(entry.id, {
      onSuccess: () => toast(`„${entry.title}“ wiederhergestellt`),
      onError: (err) => toast(`Fehler beim Wiederherstellen: ${errorMessage(err)}`, "error"),
    });

  return (
    <>
      <PageHeader
        title="Papierkorb"
        description="Gelöschte Inhalte bleiben 30 Tage hier und lassen sich bis dahin wiederherstellen; danach werden sie endgültig gelöscht."
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden des Papierkorbs" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="Der Papierkorb ist leer">
          Gelöschte Beiträge, Seiten, Team-Mitglieder, Events und Assets erscheinen hier.
        </EmptyState>
      ) : (
        <Table
          caption="Papierkorb"
          rows={list.data}
          rowKey={(e) => e.id}
          columns={[
            { header: "Typ", cell: (e) => e.type_label },
            { header: "Titel", cell: (e) => e.title },
            { header: "Gelöscht von", cell: (e) => e.deleted_by },
            { header: `Gelöscht am (${TIME_ZONE_LABEL})`, label: "Gelöscht am", cell: (e) => formatDateTime(e.deleted_at) },
            {
              header: "Aktionen",
              align: "end",
              cell: (e) => (
                <div className="adm-row-actions">
                  {can(user, RESTORE_PERMISSION[e.entity]) && (
                    <Button
                      size="sm"
                      onClick={() => restoreEntry(e)}
                      busy={restore.isPending && restore.variables === e.id}
                      aria-label={`${e.title} wiederherstellen`}
                    >
                      Wiederherstellen
                    </Button>
                  )}
                  {e.can_purge && (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        purge.reset();
                        setPurging(e);
                      }}
                      aria-label={`${e.title} endgültig löschen`}
                    >
                      Endgültig löschen
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
      {purging && (
        <ConfirmDialog
          title="Endgültig löschen"
          message={`„${purging.title}“ endgültig löschen? Das lässt sich nicht rückgängig machen.`}
          confirmLabel="Endgültig löschen"
          busy={purge.isPending}
          error={purge.isError ? `Fehler beim Löschen: ${errorMessage(purge.error)}` : null}
          onConfirm={() =>
            purge.mutate(purging.id, {
              onSuccess: () => {
                setPurging(null);
                toast("Endgültig gelöscht");
              },
            })
          }
          onCancel={() => setPurging(null)}
        />
      )}
    </>
  );
}
