/** @file 'Passwort ändern' for the signed-in user (e.g. replacing the temporary password an admin handed out). */

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { passwordChangeSchema } from "../../../common/schemas/auth";
import { authApi, options, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { Banner, Button, checkForm, Modal, serverFieldErrors, TextInput } from "../ui";

export function PasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const [form, setForm] = useState({ current_password: "", new_password: "", repeat: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    // a wrong current password is a 400 here; a 401 would mean the session itself ended
    mutationFn: (input: { current_password: string; new_password: string }) =>
      read(authApi.password.$post({ json: input }, options(undefined, true))),
    onSuccess: onChanged,
    onError: (err) => setErrors(serverFieldErrors(err)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = { current_password: form.current_password, new_password: form.new_password };
    const checked = checkForm(passwordChangeSchema, input);
    const found: FieldErrors = checked.errors ?? {};
    if (!found.new_password && form.repeat !== form.new_password) found.repeat = ["Die Passwörter stimmen nicht überein."];
    setErrors(found);
    if (checked.data && !found.repeat) change.mutate(input);
  };

  return (
    <Modal
      title="Passwort ändern"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form="password-form" variant="primary" busy={change.isPending} busyLabel="Wird gespeichert...">
            Passwort ändern
          </Button>
        </>
      }
    >
      <form id="password-form" onSubmit={onSubmit} noValidate className="adm-form">
        <TextInput
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          required
          value={form.current_password}
          onChange={(e) => setForm({ ...form, current_password: e.target.value })}
          error={errors.current_password}
        />
        <TextInput
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          required
          hint="Mindestens 10 Zeichen mit Buchstaben und Ziffern. Alle anderen Sitzungen werden beendet."
          value={form.new_password}
          onChange={(e) => setForm({ ...form, new_password: e.target.value })}
          error={errors.new_password}
        />
        <TextInput
          label="Neues Passwort wiederholen"
          type="password"
          autoComplete="new-password"
          required
          value={form.repeat}
          onChange={(e) => setForm({ ...form, repeat: e.target.value })}
          error={errors.repeat}
        />
        {change.isError && Object.keys(serverFieldErrors(change.error)).length === 0 && (
          <Banner tone="error">
            <p>Fehler beim Ändern des Passworts: {errorMessage(change.error)}</p>
          </Banner>
        )}
      </form>
    </Modal>
  );
}
