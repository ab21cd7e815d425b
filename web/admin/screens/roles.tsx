/**
 * @file Role management (/admin/roles): table with the first 5 permissions and '+N weitere', the role editor with
 * permission checkboxes grouped by resource and a search, delete with confirmation (users move to viewer).
 * Creating, editing and deleting need roles.manage; the protected roles (admin, viewer) cannot be deleted.
 */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { RoleRecord } from "../../../common/schemas/roles";
import { ApiClientError, errorMessage } from "../../api/errors";
import { rolesQuery, useDeleteRole } from "../queries/roles";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { AccessDenied, Badge, Button, ConfirmDialog, EmptyState, LoadError, PageHeader, Spinner, Table, useToast } from "../ui";
import { RoleFormDialog } from "./role-form";

const PERMISSIONS_SHOWN = 5;
const NO_PERMISSION = {
  view: "Sie haben keine Berechtigung, die Rollenverwaltung einzusehen.",
  create: "Sie haben keine Berechtigung, Rollen zu erstellen.",
  edit: "Sie haben keine Berechtigung, Rollen zu bearbeiten.",
  delete: "Sie haben keine Berechtigung, Rollen zu löschen.",
};
const DELETE_ROLE_CONFIRMATION =
  "Sind Sie sicher, dass Sie diese Rolle löschen möchten? Alle Benutzer mit dieser Rolle werden auf die Standard-Rolle zurückgesetzt.";

type Editing = { mode: "create" } | { mode: "edit"; role: RoleRecord } | null;

export function RolesScreen() {
  const me = useSessionUser();
  const toast = useToast();
  const roles = useQuery(rolesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoleRecord | null>(null);
  const remove = useDeleteRole();
  const confirmDelete = (role: RoleRecord) =>
    remove.mutate(role.id, {
      onSuccess: () => {
        setDeleting(null);
        toast("Rolle gelöscht.");
      },
    });

  if (!me) return null;
  if (!can(me, "roles.view") || (roles.error instanceof ApiClientError && roles.error.code === "permission_missing"))
    return <AccessDenied message={NO_PERMISSION.view} />;
  const mayManage = can(me, "roles.manage");

  return (
    <>
      <PageHeader
        title="Rollenverwaltung"
        description="Rollen bündeln Berechtigungen; jeder Benutzer hat genau eine Rolle."
        actions={
          <Button
            variant="primary"
            disabled={!mayManage}
            title={mayManage ? undefined : NO_PERMISSION.create}
            onClick={() => setEditing({ mode: "create" })}
          >
            Rolle hinzufügen
          </Button>
        }
      />
      {roles.isPending ? (
        <Spinner />
      ) : roles.isError ? (
        <LoadError title="Fehler beim Laden der Rollen" error={roles.error} onRetry={() => roles.refetch()} />
      ) : roles.data.length === 0 ? (
        <EmptyState title="Keine Rollen">Fügen Sie die erste Rolle hinzu.</EmptyState>
      ) : (
        <Table
          caption="Rollen"
          rows={roles.data}
          rowKey={(r) => r.id}
          columns={[
            {
              header: "Rolle",
              cell: (r) => (
                <>
                  <strong>{r.name}</strong> {r.protected && <Badge tone="warning">geschützt</Badge>}
                  <div className="adm-muted">{r.user_count === 1 ? "1 Benutzer" : `${r.user_count} Benutzer`}</div>
                </>
              ),
            },
            { header: "Beschreibung", cell: (r) => r.description || <span className="adm-muted">-</span> },
            { header: "Berechtigungen", cell: (r) => <PermissionBadges permissions={r.permissions} /> },
            {
              header: <span className="adm-sr-only">Aktionen</span>,
              align: "end",
              cell: (r) => (
                <span className="adm-row-actions">
                  <Button
                    size="sm"
                    disabled={!mayManage}
                    title={mayManage ? undefined : NO_PERMISSION.edit}
                    onClick={() => setEditing({ mode: "edit", role: r })}
                    aria-label={`Rolle ${r.name} bearbeiten`}
                  >
                    Bearbeiten
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={!mayManage || r.protected}
                    title={!mayManage ? NO_PERMISSION.delete : r.protected ? `Die Rolle ${r.name} kann nicht gelöscht werden.` : undefined}
                    onClick={() => setDeleting(r)}
                    aria-label={`Rolle ${r.name} löschen`}
                  >
                    Löschen
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}

      {editing && (
        <RoleFormDialog
          role={editing.mode === "edit" ? editing.role : null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast("Rolle gespeichert.");
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Rolle ${deleting.name} löschen`}
          message={
            <>
              {DELETE_ROLE_CONFIRMATION}
              {deleting.user_count > 0 && (
                <>
                  {" "}
                  ({deleting.user_count === 1 ? "1 Benutzer erhält" : `${deleting.user_count} Benutzer erhalten`} die Rolle{" "}
                  <strong>viewer</strong>.)
                </>
              )}
            </>
          }
          busy={remove.isPending}
          error={remove.error ? `Fehler beim Löschen der Rolle: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => {
            setDeleting(null);
            remove.reset();
          }}
        />
      )}
    </>
  );
}

/** The first five permissions, then '+N weitere'; 'Keine Berechtigungen' for an empty list. */
export function PermissionBadges({ permissions }: { permissions: string[] }) {
  if (permissions.length === 0) return <span className="adm-muted">Keine Berechtigungen</span>;
  const rest = permissions.length - PERMISSIONS_SHOWN;
  return (
    <span className="adm-badges">
      {permissions.slice(0, PERMISSIONS_SHOWN).map((p) => (
        <Badge key={p} tone="info">
          {p}
        </Badge>
      ))}
      {rest > 0 && <Badge title={permissions.slice(PERMISSIONS_SHOWN).join(", ")}>+{rest} weitere</Badge>}
    </span>
  );
}
