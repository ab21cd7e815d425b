/**
 * @file 'Passwort ändern' after signing in with a temporary password: the session may do nothing else (the server
 * answers 403 password_change_required everywhere else), so the admin shell shows this instead of any screen.
 */

import { useNavigate } from "@tanstack/react-router";
import { errorMessage } from "../../api/errors";
import { useChangePassword } from "../queries/account";
import { refreshSession, signOut } from "../session";
import { passwordDialogSchema } from "../shell/password-dialog";
import { PasswordStrengthHint } from "../shell/password-strength";
import { useSessionUser } from "../shell/use-session-user";
import { Banner, Button, submitHandler, useAdminForm } from "../ui";

export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const user = useSessionUser();
  const form = useAdminForm({
    defaultValues: { current_password: "", new_password: "", repeat: "" },
    schema: passwordDialogSchema,
    onSubmit: async ({ current_password, new_password }) => {
      await change.mutateAsync({ current_password, new_password });
      // the answer set a full session cookie: read the user anew; the shell then shows the screen asked for
      await refreshSession();
    },
  });

  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Passwort ändern</h1>
        <p className="adm-login__subtitle">
          Sie haben sich mit einem temporären Passwort angemeldet. Bitte wählen Sie jetzt Ihr eigenes Passwort; erst danach können Sie den
          Admin-Bereich nutzen.
        </p>
        <form onSubmit={submitHandler(form)} noValidate className="adm-form">
          <form.AppField name="current_password">
            {(f) => <f.TextField label="Temporäres Passwort" type="password" autoComplete="current-password" required />}
          </form.AppField>
          <form.AppField name="new_password">
            {(f) => (
              <f.TextField
                label="Neues Passwort"
                type="password"
                autoComplete="new-password"
                required
                hint="Mindestens 12 Zeichen und schwer zu erraten, z. B. mehrere seltene Wörter."
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.new_password}>
            {(value) => <PasswordStrengthHint password={value} userInputs={[user?.email ?? "", user?.name ?? ""]} />}
          </form.Subscribe>
          <form.AppField name="repeat">
            {(f) => <f.TextField label="Neues Passwort wiederholen" type="password" autoComplete="new-password" required />}
          </form.AppField>
          {change.isError && Object.keys((change.error as { fieldErrors?: object }).fieldErrors ?? {}).length === 0 && (
            <Banner tone="error">
              <p>Fehler beim Ändern des Passworts: {errorMessage(change.error)}</p>
            </Banner>
          )}
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="primary" busy={submitting} busyLabel="Wird gespeichert..." className="adm-btn--block">
                Passwort ändern
              </Button>
            )}
          </form.Subscribe>
        </form>
        <Button
          variant="ghost"
          className="adm-btn--block"
          onClick={async () => {
            await signOut();
            await navigate({ to: "/admin/login" });
          }}
        >
          Abmelden
        </Button>
      </div>
    </main>
  );
}
