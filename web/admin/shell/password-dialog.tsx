/** @file 'Passwort ändern' for the signed-in user (e.g. replacing the temporary password an admin handed out). */

import { z } from "zod";
import { passwordChangeSchema } from "../../../common/schemas/auth";
import { ApiClientError, errorMessage } from "../../api/errors";
import { useChangePassword } from "../queries/account";
import { Banner, Button, Modal, submitHandler, useAdminForm } from "../ui";
import { PasswordStrengthHint } from "./password-strength";
import { useSessionUser } from "./use-session-user";

/** The shared rule for the new password, plus the repetition (checked only here: the server never sees it). */
const passwordDialogSchema = z
  .object({ current_password: z.string(), new_password: z.string(), repeat: z.string() })
  .superRefine((v, ctx) => {
    const checked = passwordChangeSchema.safeParse(v);
    const issues = checked.success ? [] : checked.error.issues;
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    if (!issues.some((i) => i.path[0] === "new_password") && v.repeat !== v.new_password)
      ctx.addIssue({ code: "custom", path: ["repeat"], message: "Die Passwörter stimmen nicht überein." });
  });

const hasFieldErrors = (err: unknown) => err instanceof ApiClientError && Object.keys(err.fieldErrors).length > 0;

/** The password-change form and its request, shared by this dialog and the screen after a temporary password. */
export function usePasswordChangeForm(onChanged: () => unknown) {
  const change = useChangePassword();
  const form = useAdminForm({
    defaultValues: { current_password: "", new_password: "", repeat: "" },
    schema: passwordDialogSchema,
    onSubmit: async ({ current_password, new_password }) => {
      await change.mutateAsync({ current_password, new_password });
      await onChanged();
    },
  });
  return { change, form };
}

/** Current password, new password with its strength, repetition, and the error that belongs to no field. */
export function PasswordChangeFields({
  change,
  form,
  currentLabel,
  hint,
}: ReturnType<typeof usePasswordChangeForm> & { currentLabel: string; hint: string }) {
  const user = useSessionUser();
  return (
    <>
      <form.AppField name="current_password">
        {(f) => <f.TextField label={currentLabel} type="password" autoComplete="current-password" required />}
      </form.AppField>
      <form.AppField name="new_password">
        {(f) => <f.TextField label="Neues Passwort" type="password" autoComplete="new-password" required hint={hint} />}
      </form.AppField>
      <form.Subscribe selector={(s) => s.values.new_password}>
        {(value) => <PasswordStrengthHint password={value} userInputs={[user?.email ?? "", user?.name ?? ""]} />}
      </form.Subscribe>
      <form.AppField name="repeat">
        {(f) => <f.TextField label="Neues Passwort wiederholen" type="password" autoComplete="new-password" required />}
      </form.AppField>
      {change.isError && !hasFieldErrors(change.error) && (
        <Banner tone="error">
          <p>Fehler beim Ändern des Passworts: {errorMessage(change.error)}</p>
        </Banner>
      )}
    </>
  );
}

export function PasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const passwordChange = usePasswordChangeForm(onChanged);
  const { change, form } = passwordChange;

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
      <form id="password-form" onSubmit={submitHandler(form)} noValidate className="adm-form">
        <PasswordChangeFields
          {...passwordChange}
          currentLabel="Aktuelles Passwort"
          hint="Mindestens 12 Zeichen und schwer zu erraten, z. B. mehrere seltene Wörter. Alle anderen Sitzungen werden beendet."
        />
      </form>
    </Modal>
  );
}
