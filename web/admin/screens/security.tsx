/**
 * @file The 'Zwei-Faktor-Anmeldung' section of /admin/sessions (every signed-in staff member): the own TOTP second
 * factor: set it up, new recovery codes, switch it off (each with the password again; switching off not while the role
 * demands it).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { totpDisableSchema } from "../../../common/schemas/totp";
import { errorMessage } from "../../api/errors";
import { totpStatusQuery, useDisableTotp, useNewRecoveryCodes } from "../queries/totp";
import { RecoveryCodes, TotpEnrolment } from "../totp/totp-enrolment";
import { Badge, Banner, Button, LoadError, Modal, Spinner, submitHandler, useAdminForm, useToast } from "../ui";

export function TwoFactorSection() {
  const status = useQuery(totpStatusQuery);
  const newCodes = useNewRecoveryCodes();
  const toast = useToast();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [renewing, setRenewing] = useState(false);

  return (
    <section className="adm-card adm-account-section" aria-labelledby="two-factor-title">
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <LoadError title="Fehler beim Laden" error={status.error} onRetry={() => status.refetch()} />
      ) : codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolling ? (
        <>
          <h2 className="adm-section-title" id="two-factor-title">
            Zwei-Faktor-Anmeldung einrichten
          </h2>
          <TotpEnrolment
            askPassword
            onDone={() => {
              setEnrolling(false);
              toast("Zwei-Faktor-Anmeldung ist aktiv.");
            }}
          />
        </>
      ) : (
        <>
          <h2 className="adm-section-title" id="two-factor-title">
            Zwei-Faktor-Anmeldung{" "}
            {status.data.enabled ? <Badge tone="success">Aktiv</Badge> : <Badge tone="neutral">Nicht eingerichtet</Badge>}
          </h2>
          {status.data.required && <p>Ihre Rolle verlangt die Zwei-Faktor-Anmeldung.</p>}
          {status.data.enabled ? (
            <>
              <p>
                Nach dem Passwort fragt die Anmeldung nach dem Code Ihrer App. Unbenutzte Wiederherstellungscodes:{" "}
                <strong>{status.data.recovery_codes_left}</strong> von 10.
              </p>
              <div className="adm-row-actions">
                <Button onClick={() => setRenewing(true)}>Neue Wiederherstellungscodes</Button>
                {!status.data.required && (
                  <Button variant="danger" onClick={() => setDisabling(true)}>
                    Abschalten
                  </Button>
                )}
              </div>
            </>
          ) : (
            <>
              <p>Schützen Sie Ihr Konto zusätzlich zum Passwort mit einem Code, den eine App auf Ihrem Telefon erzeugt.</p>
              <Button variant="primary" onClick={() => setEnrolling(true)}>
                Einrichten
              </Button>
            </>
          )}
        </>
      )}
      {disabling && <DisableDialog onClose={() => setDisabling(false)} />}
      {renewing && (
        <PasswordDialog
          id="totp-new-codes"
          title="Neue Wiederherstellungscodes"
          action="Neue Codes erzeugen"
          mutation={newCodes}
          onConfirmed={(r) => setCodes(r.recovery_codes)}
          onClose={() => setRenewing(false)}
        />
      )}
    </section>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const disable = useDisableTotp();
  return (
    <PasswordDialog
      id="totp-disable"
      title="Zwei-Faktor-Anmeldung abschalten"
      action="Abschalten"
      danger
      mutation={disable}
      onConfirmed={() => undefined}
      onClose={onClose}
    />
  );
}

/** Asks for the password again before a change of the second factor (the server checks it). */
function PasswordDialog<T>(props: {
  id: string;
  title: string;
  action: string;
  danger?: boolean;
  mutation: { mutateAsync: (password: string) => Promise<T>; isPending: boolean; isError: boolean; error: unknown };
  onConfirmed: (result: T) => void;
  onClose: () => void;
}) {
  const { mutation, onClose } = props;
  const form = useAdminForm({
    defaultValues: { password: "" },
    schema: totpDisableSchema,
    onSubmit: async ({ password }) => {
      props.onConfirmed(await mutation.mutateAsync(password));
      onClose();
    },
  });
  return (
    <Modal
      title={props.title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form={props.id} variant={props.danger ? "danger" : "primary"} busy={mutation.isPending}>
            {props.action}
          </Button>
        </>
      }
    >
      <form id={props.id} onSubmit={submitHandler(form)} noValidate className="adm-form">
        <p>Bitte bestätigen Sie die Änderung mit Ihrem Passwort.</p>
        <form.AppField name="password">
          {(f) => <f.TextField label="Passwort" type="password" autoComplete="current-password" required />}
        </form.AppField>
        {mutation.isError && !Object.keys((mutation.error as { fieldErrors?: object }).fieldErrors ?? {}).length && (
          <Banner tone="error">{errorMessage(mutation.error)}</Banner>
        )}
      </form>
    </Modal>
  );
}
