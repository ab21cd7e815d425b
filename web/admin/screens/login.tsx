/**
 * @file Sign-in screen (/admin/login): idle -> submitting ('Anmeldung läuft...', button disabled) -> /admin (or the
 * page the user came from) or an error panel: wrong credentials (one message for e-mail and password), too many
 * attempts (429), connection error, server error.
 */

import { useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { loginSchema } from "../../../common/schemas/auth";
import { ApiClientError, type FieldErrors } from "../../api/errors";
import { safeAdminPath } from "../guard";
import { signIn } from "../session";
import { Banner, Button, checkForm, TextInput } from "../ui";

type Failure = { kind: "credentials" | "throttled" | "network" | "server" | "other"; message: string };

function describeFailure(err: unknown): Failure {
  if (!(err instanceof ApiClientError)) return { kind: "other", message: "Login fehlgeschlagen" };
  if (err.code === "unreachable") return { kind: "network", message: err.message };
  if (err.code === "invalid_credentials") return { kind: "credentials", message: err.message || "Login fehlgeschlagen" };
  if (err.code === "rate_limited") {
    const minutes = err.retryAfter ? Math.max(1, Math.ceil(err.retryAfter / 60)) : null;
    const wait = minutes
      ? ` Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`
      : " Bitte versuchen Sie es später erneut.";
    return { kind: "throttled", message: `Zu viele Anmeldeversuche.${wait}` };
  }
  if (err.status >= 500) return { kind: "server", message: err.message };
  return { kind: "other", message: err.message || "Login fehlgeschlagen" };
}

export function LoginScreen() {
  const search = useSearch({ from: "/admin/login" });
  const navigate = useNavigate();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = checkForm(loginSchema, { email, password });
    setFieldErrors(checked.errors ?? {});
    if (!checked.data) return;
    setSubmitting(true);
    try {
      await signIn(checked.data);
      const target = safeAdminPath(search.redirect);
      if (target) router.history.push(target);
      else await navigate({ to: "/admin" });
    } catch (err) {
      setFailure(describeFailure(err));
      if (err instanceof ApiClientError) setFieldErrors(err.fieldErrors);
      setSubmitting(false);
    }
  };

  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Admin-Anmeldung</h1>
        <p className="adm-login__subtitle">Melden Sie sich mit Ihrem Staff-Konto an.</p>
        <form onSubmit={onSubmit} noValidate className="adm-form">
          <TextInput
            label="E-Mail"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
          />
          <TextInput
            label="Passwort"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
          />
          <Button type="submit" variant="primary" busy={submitting} busyLabel="Anmeldung läuft..." className="adm-btn--block">
            Anmelden
          </Button>
        </form>
        {failure && <LoginFailure failure={failure} />}
      </div>
    </main>
  );
}

function LoginFailure({ failure }: { failure: Failure }) {
  switch (failure.kind) {
    case "credentials":
      return (
        <Banner tone="warning" title="Anmeldung fehlgeschlagen">
          <p>{failure.message}</p>
          <p>
            Noch kein Zugang? Konten legt ein Administrator unter <strong>Benutzer</strong> an. Das erste Administrator-Konto entsteht auf
            der Kommandozeile: <code>npm run admin -- create --email … --password … --role admin</code>
          </p>
        </Banner>
      );
    case "throttled":
      return (
        <Banner tone="warning" title="Vorübergehend gesperrt">
          <p>{failure.message}</p>
        </Banner>
      );
    case "network":
      return (
        <Banner tone="error" title="Verbindungsfehler">
          <p>{failure.message}</p>
        </Banner>
      );
    case "server":
      return (
        <Banner tone="error" title="Serverfehler">
          <p>Der Server konnte die Anmeldung nicht verarbeiten. Bitte versuchen Sie es später erneut.</p>
          <p>{failure.message}</p>
        </Banner>
      );
    default:
      return (
        <Banner tone="error" title="Login fehlgeschlagen">
          <p>{failure.message}</p>
        </Banner>
      );
  }
}
