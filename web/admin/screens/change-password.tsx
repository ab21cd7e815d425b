/**
 * @file 'Passwort ändern' after signing in with a temporary password: the session may do nothing else (the server
 * answers 403 password_change_required everywhere else), so the admin shell shows this instead of any screen.
 */

import { useNavigate } from "@tanstack/react-router";
import { refreshSession, signOut } from "../session";
import { PasswordChangeFields, usePasswordChangeForm } from "../shell/password-dialog";
import { Button, submitHandler } from "../ui";

export function ChangePasswordScreen() {
  const navigate = useNavigate();
  // the answer sets a full session cookie: read the user anew; the shell then shows the screen asked for
  const passwordChange = usePasswordChangeForm(refreshSession);
  const { form } = passwordChange;

  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Passwort ändern</h1>
        <p className="adm-login__subtitle">
          Sie haben sich mit einem temporären Passwort angemeldet. Bitte wählen Sie jetzt Ihr eigenes Passwort; erst danach können Sie den
          Admin-Bereich nutzen.
        </p>
        <form onSubmit={submitHandler(form)} noValidate className="adm-form">
          <PasswordChangeFields
            {...passwordChange}
            currentLabel="Temporäres Passwort"
            hint="Mindestens 12 Zeichen und schwer zu erraten, z. B. mehrere seltene Wörter."
          />
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
