/** @file The user modal (create and edit, validated with the shared schema) and the one-time password dialog. */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type AdminUserCreated, type AdminUserRecord, userCreateSchema, userUpdateSchema } from "../../../common/schemas/users";
import { errorMessage } from "../../api/errors";
import { roleOptionsQuery, useCreateUser, useUpdateUser } from "../queries/users";
import { Banner, Button, formatDateTime, Modal, submitHandler, TIME_ZONE_LABEL, useAdminForm } from "../ui";

interface UserFormDialogProps {
  /** null: create a new user. */
  user: AdminUserRecord | null;
  isSelf: boolean;
  onClose: () => void;
  onSaved: (user: AdminUserRecord | AdminUserCreated) => void;
}

export function UserFormDialog({ user, isSelf, onClose, onSaved }: UserFormDialogProps) {
  const roles = useQuery(roleOptionsQuery);
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = user ? update : create;
  const form = useAdminForm({
    defaultValues: { email: user?.email ?? "", name: user?.name ?? "", role: user?.role ?? "viewer", active: user?.active ?? true },
    schema: user ? userUpdateSchema : userCreateSchema,
    onSubmit: async (_data, values) => {
      onSaved(await (user ? update.mutateAsync({ id: user.id, body: values }) : create.mutateAsync(values)));
    },
  });
  const formId = user ? `user-form-${user.id}` : "user-form-new";

  return (
    <Modal
      title={user ? "Benutzer bearbeiten" : "Benutzer hinzufügen"}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form={formId} variant="primary" busy={save.isPending} busyLabel="Wird gespeichert...">
            {user ? "Speichern" : "Benutzer anlegen"}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submitHandler(form)} noValidate className="adm-form">
        <form.AppField name="email">{(f) => <f.TextField label="E-Mail" type="email" required autoComplete="off" />}</form.AppField>
        <form.AppField name="name">{(f) => <f.TextField label="Name" required autoComplete="off" />}</form.AppField>
        <form.AppField name="role">
          {(f) => (
            <f.SelectField
              label="Rolle"
              required
              options={(roles.data ?? [{ id: 0, name: f.state.value, description: "" }]).map((r) => ({
                value: r.name,
                label: r.description ? `${r.name} – ${r.description}` : r.name,
              }))}
              disabled={isSelf}
              hint={isSelf ? "Sie können Ihre eigene Rolle nicht ändern." : undefined}
            />
          )}
        </form.AppField>
        <form.AppField name="active">
          {(f) => (
            <f.CheckboxField
              label="Aktiv"
              disabled={isSelf}
              hint={isSelf ? "Sie können Ihr eigenes Konto nicht deaktivieren." : "Inaktive Konten können sich nicht anmelden."}
            />
          )}
        </form.AppField>
        {!user && <p className="adm-field__hint">Ein temporäres Passwort wird erzeugt und nach dem Anlegen einmal angezeigt.</p>}
        {save.isError && (
          <Banner tone="error">
            <p>Fehler beim Speichern des Benutzers: {errorMessage(save.error)}</p>
          </Banner>
        )}
      </form>
    </Modal>
  );
}

/** Shows a new temporary password exactly once (it is not stored in clear text anywhere). */
export function TemporaryPasswordDialog({ user, onClose }: { user: AdminUserCreated; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(user.temporary_password);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Modal
      title="Temporäres Passwort"
      onClose={onClose}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          Fertig
        </Button>
      }
    >
      <p>
        Das Konto <strong>{user.email}</strong> hat ein temporäres Passwort. Geben Sie es sicher weiter: es wird{" "}
        <strong>nur dieses eine Mal</strong> angezeigt. Es gilt für <strong>eine Anmeldung innerhalb von 72 Stunden</strong> (bis{" "}
        {formatDateTime(user.temporary_password_expires_at)}, {TIME_ZONE_LABEL}); danach muss sofort ein eigenes Passwort gewählt werden.
      </p>
      <p className="adm-secret" data-testid="temporary-password">
        {user.temporary_password}
      </p>
      <div>
        <Button onClick={copy}>{copied ? "Kopiert!" : "Passwort kopieren"}</Button>
      </div>
    </Modal>
  );
}
