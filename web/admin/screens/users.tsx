/**
 * @file User management (/admin/users): table, create/edit modal, status badge that toggles `active`, delete with
 * confirmation, password reset; a new or reset password is shown once, and the table shows where it stands. Buttons are disabled without the permission
 * and for the own account where the server refuses (deactivate, delete, change own role).
 */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminUserCreated, AdminUserRecord } from "../../../common/schemas/users";
import { ApiClientError, errorMessage } from "../../api/errors";
import {
  useDeleteUser,
  useEndUserSessions,
  useResetPassword,
  useResetSecondFactor,
  usersQuery,
  useToggleUserActive,
} from "../queries/users";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
  AccessDenied,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  LoadError,
  PageHeader,
  Spinner,
  statusTone,
  Table,
  TIME_ZONE_LABEL,
  useToast,
} from "../ui";
import { TemporaryPasswordDialog, UserFormDialog } from "./user-form";

const NO_PERMISSION = {
  view: "Sie haben keine Berechtigung, die Benutzerverwaltung einzusehen.",
  create: "Sie haben keine Berechtigung, Benutzer zu erstellen.",
  edit: "Sie haben keine Berechtigung, Benutzer zu bearbeiten.",
  delete: "Sie haben keine Berechtigung, Benutzer zu löschen.",
};

/** Where an admin-issued temporary password stands (one sign-in within 72 hours, then only a password change). */
function TemporaryPasswordState({ user }: { user: AdminUserRecord }) {
  switch (user.temporary_password_state) {
    case "pending":
      return (
        <>
          <Badge tone="info">Temporär, offen</Badge>{" "}
          <span className="adm-muted">
            bis {formatDateTime(user.temporary_password_expires_at)} ({TIME_ZONE_LABEL})
          </span>
        </>
      );
    case "used":
      return <Badge tone="warning">Temporär, Änderung ausstehend</Badge>;
    case "expired":
      return <Badge tone="danger">Temporär, abgelaufen</Badge>;
    default:
      return <span className="adm-muted">Eigenes</span>;
  }
}

type Editing = { mode: "create" } | { mode: "edit"; user: AdminUserRecord } | null;

export function UsersScreen() {
  const me = useSessionUser();
  const toast = useToast();
  const users = useQuery(usersQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUserRecord | null>(null);
  const [resetting, setResetting] = useState<AdminUserRecord | null>(null);
  const [oneTime, setOneTime] = useState<AdminUserCreated | null>(null);
  const [endingSessions, setEndingSessions] = useState<AdminUserRecord | null>(null);
  const endSessions = useEndUserSessions();
  const [resettingFactor, setResettingFactor] = useState<AdminUserRecord | null>(null);
  const resetFactor = useResetSecondFactor();

  const toggleStatus = useToggleUserActive();
  const remove = useDeleteUser();
  const reset = useResetPassword();
  const toggle = (user: AdminUserRecord) =>
    toggleStatus.mutate(user, {
      onSuccess: (saved) => toast(`${saved.email} ist jetzt ${saved.active ? "aktiv" : "inaktiv"}.`),
      onError: (err) => toast(`Fehler beim Ändern des Status: ${errorMessage(err)}`, "error"),
    });
  const confirmDelete = (user: AdminUserRecord) =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setDeleting(null);
        toast("Benutzer gelöscht.");
      },
    });
  const confirmReset = (user: AdminUserRecord) =>
    reset.mutate(user.id, {
      onSuccess: (result) => {
        setResetting(null);
        setOneTime(result);
      },
    });

  if (!me) return null;
  if (!can(me, "users.view") || (users.error instanceof ApiClientError && users.error.code === "permission_missing"))
    return <AccessDenied message={NO_PERMISSION.view} />;
  const mayCreate = can(me, "users.create");
  const mayEdit = can(me, "users.edit");
  const mayDelete = can(me, "users.delete");

  return (
    <>
      <PageHeader
        title="Benutzerverwaltung"
        description="Staff-Konten, ihre Rollen und ihr Status"
        actions={
          <Button
            variant="primary"
            disabled={!mayCreate}
            title={mayCreate ? undefined : NO_PERMISSION.create}
            onClick={() => setEditing({ mode: "create" })}
          >
            Benutzer hinzufügen
          </Button>
        }
      />
      {users.isPending ? (
        <Spinner />
      ) : users.isError ? (
        <LoadError title="Fehler beim Laden der Benutzer" error={users.error} onRetry={() => users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState title="Keine Benutzer">Fügen Sie den ersten Benutzer hinzu.</EmptyState>
      ) : (
        <Table
          caption="Benutzer"
          rows={users.data}
          rowKey={(u) => u.id}
          columns={[
            {
              header: "Name",
              cell: (u) => (
                <>
                  <strong>{u.name || "-"}</strong>
                  {u.id === me.id && <span className="adm-muted"> (Sie)</span>}
                </>
              ),
            },
            { header: "E-Mail", cell: (u) => u.email },
            {
              header: "Rolle",
              cell: (u) => <Badge tone={statusTone(u.role)}>{u.role}</Badge>,
            },
            {
              header: "Status",
              cell: (u) => {
                const self = u.id === me.id;
                const reason = !mayEdit ? NO_PERMISSION.edit : self ? "Sie können Ihr eigenes Konto nicht deaktivieren." : undefined;
                return (
                  <button
                    type="button"
                    className={`adm-badge adm-badge--${statusTone(u.active ? "active" : "inactive")}`}
                    disabled={!!reason || toggleStatus.isPending}
                    title={reason ?? (u.active ? "Klicken zum Deaktivieren" : "Klicken zum Aktivieren")}
                    aria-label={`Status von ${u.email}: ${u.active ? "Aktiv" : "Inaktiv"}${reason ? "" : u.active ? ", deaktivieren" : ", aktivieren"}`}
                    onClick={() => toggle(u)}
                  >
                    {u.active ? "Aktiv" : "Inaktiv"}
                  </button>
                );
              },
            },
            {
              header: "Anmeldung",
              cell: (u) => (
                <span className="adm-badges">
                  <TemporaryPasswordState user={u} />
                  {u.totp_enabled && <Badge tone="success">Zwei-Faktor</Badge>}
                </span>
              ),
            },
            { header: `Letzte Anmeldung (${TIME_ZONE_LABEL})`, cell: (u) => formatDateTime(u.last_login) },
            {
              header: <span className="adm-sr-only">Aktionen</span>,
              align: "end",
              cell: (u) => (
                <span className="adm-row-actions">
                  <Button
                    size="sm"
                    disabled={!mayEdit}
                    title={mayEdit ? undefined : NO_PERMISSION.edit}
                    onClick={() => setEditing({ mode: "edit", user: u })}
                    aria-label={`${u.email} bearbeiten`}
                  >
                    Bearbeiten
                  </Button>
                  <Button
                    size="sm"
                    disabled={!mayEdit}
                    title={mayEdit ? undefined : NO_PERMISSION.edit}
                    onClick={() => setResetting(u)}
                    aria-label={`Passwort zurücksetzen: ${u.email}`}
                  >
                    Passwort zurücksetzen
                  </Button>
                  <Button
                    size="sm"
                    disabled={!mayEdit || u.id === me.id}
                    title={
                      !mayEdit
                        ? NO_PERMISSION.edit
                        : u.id === me.id
                          ? "Ihre eigenen Sitzungen beenden Sie unter „Meine Sitzungen“."
                          : undefined
                    }
                    onClick={() => setEndingSessions(u)}
                    aria-label={`Alle Sitzungen beenden: ${u.email}`}
                  >
                    Sitzungen beenden
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={!mayDelete || u.id === me.id}
                    title={!mayDelete ? NO_PERMISSION.delete : u.id === me.id ? "Sie können Ihr eigenes Konto nicht löschen." : undefined}
                    onClick={() => setDeleting(u)}
                    aria-label={`${u.email} löschen`}
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
        <UserFormDialog
          user={editing.mode === "edit" ? editing.user : null}
          isSelf={editing.mode === "edit" && editing.user.id === me.id}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if ("temporary_password" in saved) setOneTime(saved as AdminUserCreated);
            else toast("Benutzer gespeichert.");
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Benutzer löschen"
          message={
            <>
              Sind Sie sicher, dass Sie diesen Benutzer löschen möchten? <strong>{deleting.email}</strong>
            </>
          }
          busy={remove.isPending}
          error={remove.error ? `Fehler beim Löschen des Benutzers: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => {
            setDeleting(null);
            remove.reset();
          }}
        />
      )}
      {resetting && (
        <ConfirmDialog
          title="Passwort zurücksetzen"
          message={
            <>
              Für <strong>{resetting.email}</strong> wird ein neues temporäres Passwort erzeugt; alle Sitzungen des Kontos enden sofort.
            </>
          }
          confirmLabel="Zurücksetzen"
          busy={reset.isPending}
          error={reset.error ? `Fehler beim Zurücksetzen: ${errorMessage(reset.error)}` : null}
          onConfirm={() => confirmReset(resetting)}
          onCancel={() => {
            setResetting(null);
            reset.reset();
          }}
        />
      )}
      {endingSessions && (
        <ConfirmDialog
          title="Alle Sitzungen beenden"
          message={
            <>
              Alle Sitzungen von <strong>{endingSessions.email}</strong> enden sofort; das Konto muss sich neu anmelden.
            </>
          }
          confirmLabel="Sitzungen beenden"
          busy={endSessions.isPending}
          error={endSessions.error ? `Fehler beim Beenden der Sitzungen: ${errorMessage(endSessions.error)}` : null}
          onConfirm={() =>
            endSessions.mutate(endingSessions.id, {
              onSuccess: () => {
                toast(`Alle Sitzungen von ${endingSessions.email} wurden beendet.`);
                setEndingSessions(null);
              },
            })
          }
          onCancel={() => {
            setEndingSessions(null);
            endSessions.reset();
          }}
        />
      )}
      {resettingFactor && (
        <ConfirmDialog
          title="Zwei-Faktor zurücksetzen"
          message={
            <>
              Die Zwei-Faktor-Anmeldung und alle Passkeys von <strong>{resettingFactor.email}</strong> werden entfernt (z. B. Telefon
              verloren), alle Sitzungen enden. Bei der nächsten Anmeldung richtet das Konto sie neu ein, wenn seine Rolle sie verlangt. Ist
              auch das Passwort verloren, setzen Sie es ebenfalls zurück.
            </>
          }
          confirmLabel="Zurücksetzen"
          busy={resetFactor.isPending}
          error={resetFactor.error ? `Fehler beim Zurücksetzen: ${errorMessage(resetFactor.error)}` : null}
          onConfirm={() =>
            resetFactor.mutate(resettingFactor.id, {
              onSuccess: () => {
                toast(`Zwei-Faktor-Anmeldung von ${resettingFactor.email} wurde zurückgesetzt.`);
                setResettingFactor(null);
              },
            })
          }
          onCancel={() => {
            setResettingFactor(null);
            resetFactor.reset();
          }}
        />
      )}
      {oneTime && <TemporaryPasswordDialog user={oneTime} onClose={() => setOneTime(null)} />}
    </>
  );
}
