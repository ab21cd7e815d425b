/**
 * @file The TOTP set-up step the admin shell shows instead of any screen: the role demands a TOTP second factor and the account has none yet, so after the
 * password the sign-in continues here (the server refuses everything else until it is set up).
 */
import { useNavigate } from "@tanstack/react-router";
import { refreshSession, signOut } from "../session";
import { TotpEnrolment } from "../totp/totp-enrolment";
import { Button } from "../ui";

export function TwoFactorSetupScreen() {
  const navigate = useNavigate();
  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Zwei-Faktor-Anmeldung einrichten</h1>
        <p className="adm-login__subtitle">Ihre Rolle verlangt einen zweiten Faktor. Richten Sie ihn jetzt ein; danach geht es weiter.</p>
        <TotpEnrolment
          onDone={async () => {
            // enabling replaced this half session by a full one: read the user anew
            await refreshSession();
          }}
        />
        <Button
          variant="ghost"
          className="adm-btn--block"
          onClick={async () => {
            await signOut();
            await navigate({ to: "/admin/login", search: { redirect: undefined } });
          }}
        >
          Abmelden
        </Button>
      </div>
    </main>
  );
}
