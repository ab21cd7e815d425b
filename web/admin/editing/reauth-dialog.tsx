/**
 * @file "Erneut anmelden" over an open form (issue 26): the session ended, the form and its draft stay; the user signs
 * in again with the password (then the TOTP code where the account has one) or a passkey, and the save is retried.
 * The tab's cached data is kept (unlike the sign-in page), so nothing behind the dialog reloads or unmounts.
 */
import { type FormEvent, useState } from "react";
import type { SessionUser } from "../../../common/types";
import { authApi, read } from "../../api/client";
import { ApiClientError } from "../../api/errors";
import { passkeyErrorMessage, passkeySignInUser, passkeysSupported } from "../passkey-ceremony";
import { queryClient } from "../query-client";
import { sessionQuery } from "../session";
import { Banner, Button, Modal, TextInput } from "../ui";

interface ReauthDialogProps {
  /** The account the form was opened by: only it may continue the form. */
  user: Pick<SessionUser, "id" | "email">;
  onSignedIn: () => void;
  onCancel: () => void;
}

const failureText = (err: unknown) =>
  err instanceof ApiClientError ? err.message : err instanceof Error ? err.message : "Anmeldung fehlgeschlagen";

export function ReauthDialog({ user, onSignedIn, onCancel }: ReauthDialogProps) {
  const [step, setStep] = useState<"password" | "totp">("password");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = (signedIn: SessionUser) => {
    if (signedIn.id !== user.id) {
      setError("Bitte melden Sie sich mit dem Konto an, mit dem Sie dieses Formular geöffnet haben.");
      return;
    }
    if (signedIn.pending_step === "totp") {
      setStep("totp");
      return;
    }
    queryClient.setQueryData(sessionQuery.queryKey, signedIn);
    onSignedIn();
  };
  const attempt = async (work: () => Promise<SessionUser>, describe = failureText) => {
    setBusy(true);
    setError(null);
    try {
      finish(await work());
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step === "password") {
      void attempt(async () => (await read(authApi.login.$post({ json: { email: user.email, password } }))).user);
    } else {
      void attempt(async () => (await read(authApi.totp.verify.$post({ json: { code: code.trim() } }))).user);
    }
  };

  return (
    <Modal
      title="Sitzung abgelaufen – erneut anmelden"
      onClose={onCancel}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Abbrechen
          </Button>
          <Button variant="primary" type="submit" form="reauth-form" busy={busy} busyLabel="Anmeldung läuft...">
            {step === "password" ? "Anmelden und speichern" : "Code bestätigen"}
          </Button>
        </>
      }
    >
      <form id="reauth-form" className="adm-form" onSubmit={submit} noValidate>
        <p>
          Ihre Sitzung ist beendet. Ihre Eingaben bleiben erhalten: Melden Sie sich als <strong>{user.email}</strong> erneut an, dann wird
          gespeichert.
        </p>
        {step === "password" ? (
          <TextInput
            label="Passwort"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        ) : (
          <TextInput
            label="Code aus der Authenticator-App"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
        )}
        {step === "password" && passkeysSupported() && (
          <Button onClick={() => void attempt(passkeySignInUser, passkeyErrorMessage)} disabled={busy}>
            Mit Passkey anmelden
          </Button>
        )}
        {error && (
          <Banner tone="error">
            <p>{error}</p>
          </Banner>
        )}
      </form>
    </Modal>
  );
}
