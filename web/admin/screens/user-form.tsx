/** @file The user modal (create and edit, validated with the shared schema) and the one-time password dialog. */

import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type AdminUserCreated, type AdminUserRecord, userCreateSchema, userUpdateSchema } from "../../../common/schemas/users";
import { adminApi, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { roleOptionsQuery } from "../queries/staff";
import { Banner, Button, Checkbox, checkForm, Modal, Select, serverFieldErrors, TextInput } from "../ui";

interface UserFormDialogProps {
  /** null: create a new user. */
  user: AdminUserRecord | null;
  isSelf: boolean;
  onClose: () => void;
  onSaved: (user: AdminUserRecord | AdminUserCreated) => void;
}

export function UserFormDialog({ user, isSelf, onClose, onSaved }: UserFormDialogProps) {
  const roles = useQuery(roleOptionsQuery);
  const [form, setForm] = useState({
    email: user?.email ?? "",
    name: user?.name ?? "",
    role: user?.role ?? "viewer",
    active: user?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (input: typeof form) =>
      user
        ? read(adminApi.users[":id{[0-9]+}"].$put({ param: { id: String(user.id) }, json: input }))
        : read(adminApi.users.$post({ json: input })),
    onSuccess: onSaved,
    onError: (err) => setErrors(serverFieldErrors(err)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(user ? userUpdateSchema : userCreateSchema, form);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(form);
  };
  const formId = user ? `user-form-${user.id}` : "user-form-new";
  const roleOptions = (roles.data ?? [{ id: 0, name: form.role, description: "" }]).map((r) => ({
    value: r.name,
    label: r.description ? `${r.name} – ${r.description}` : r.name,
  }));

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
      <form id={formId} onSubmit={onSubmit} noValidate className="adm-form">
        <TextInput
          label="E-Mail"
          type="email"
          required
          autoComplete="off"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          error={errors.email}
        />
        <TextInput
          label="Name"
          required
          autoComplete="off"
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={errors.name}
        />
        <Select
          label="Rolle"
          required
          options={roleOptions}
          value={form.role}
          disabled={isSelf}
          hint={isSelf ? "Sie können Ihre eigene Rolle nicht ändern." : undefined}
          onChange={(e) => setForm({ ...form, role: e.target.value })}
          error={errors.role}
        />
        <Checkbox
          label="Aktiv"
          checked={form.active}
          disabled={isSelf}
          hint={isSelf ? "Sie können Ihr eigenes Konto nicht deaktivieren." : "Inaktive Konten können sich nicht anmelden."}
          onChange={(e) => setForm({ ...form, active: e.target.checked })}
          error={errors.active}
        />
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
        <strong>nur dieses eine Mal</strong> angezeigt.
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
