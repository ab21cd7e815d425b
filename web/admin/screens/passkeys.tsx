/**
 * @file The 'Passkeys' section of /admin/sessions (every signed-in staff member): the own passkeys with name, creation
 * and last use; add one (named, the browser creates it), rename, delete.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PasskeyItem } from "../../../common/schemas/passkeys";
import { passkeyNameSchema } from "../../../common/schemas/passkeys";
import { errorMessage } from "../../api/errors";
import { passkeyErrorMessage, passkeysSupported } from "../passkey-ceremony";
import { passkeysQuery, useDeletePasskey, useRegisterPasskey, useRenamePasskey } from "../queries/passkeys";
import {
  Banner,
  Button,
  ConfirmDialog,
  formatDateTime,
  LoadError,
  Modal,
  Spinner,
  submitHandler,
  Table,
  TIME_ZONE_LABEL,
  useAdminForm,
  useToast,
} from "../ui";

export function PasskeySection() {
  const list = useQuery(passkeysQuery);
  const remove = useDeletePasskey();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyItem | null>(null);
  const [deleting, setDeleting] = useState<PasskeyItem | null>(null);

  return (
    <section className="adm-card adm-account-section" aria-labelledby="passkeys-title">
      <h2 className="adm-section-title" id="passkeys-title">
        Passkeys
      </h2>
      <p>
        Mit einem Passkey melden Sie sich ohne Passwort an – per Fingerabdruck, Gesicht oder Geräte-PIN. Er ersetzt Passwort und
        Zwei-Faktor-Code zugleich.
      </p>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Passkeys" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length > 0 ? (
        <Table
          caption="Ihre Passkeys"
          rows={list.data}
          rowKey={(p) => p.id}
          columns={[
            { header: "Name", cell: (p) => <strong>{p.name}</strong> },
            { header: `Angelegt (${TIME_ZONE_LABEL})`, cell: (p) => formatDateTime(p.created_at) },
            {
              header: `Zuletzt verwendet (${TIME_ZONE_LABEL})`,
              cell: (p) => (p.last_used_at ? formatDateTime(p.last_used_at) : "noch nie"),
            },
            {
              header: <span className="adm-sr-only">Aktionen</span>,
              label: "Aktionen",
              align: "end",
              cell: (p) => (
                <div className="adm-row-actions">
                  <Button size="sm" onClick={() => setRenaming(p)} aria-label={`Passkey ${p.name} umbenennen`}>
                    Umbenennen
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(p)} aria-label={`Passkey ${p.name} löschen`}>
                    Löschen
                  </Button>
                </div>
              ),
            },
          ]}
        />
      ) : (
        <p>Sie haben noch keinen Passkey.</p>
      )}
      {passkeysSupported() ? (
        <div className="adm-passkeys__add">
          <Button variant="primary" onClick={() => setAdding(true)}>
            Passkey hinzufügen
          </Button>
        </div>
      ) : (
        <Banner tone="info">Dieser Browser unterstützt keine Passkeys.</Banner>
      )}
      {adding && (
        <NameDialog
          title="Passkey hinzufügen"
          submitLabel="Weiter"
          initialName=""
          onClose={() => setAdding(false)}
          useSave={useRegisterPasskey}
          toMutation={(name) => name}
          onSaved={() => toast("Passkey hinzugefügt.")}
        />
      )}
      {renaming && (
        <NameDialog
          title="Passkey umbenennen"
          submitLabel="Speichern"
          initialName={renaming.name}
          onClose={() => setRenaming(null)}
          useSave={useRenamePasskey}
          toMutation={(name) => ({ id: renaming.id, name })}
          onSaved={() => toast("Passkey umbenannt.")}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Passkey löschen"
          message={`Mit „${deleting.name}“ können Sie sich danach nicht mehr anmelden. Löschen Sie den Passkey auch auf dem Gerät.`}
          confirmLabel="Löschen"
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                toast("Passkey gelöscht.");
              },
            })
          }
        />
      )}
    </section>
  );
}

interface NameDialogProps<Input> {
  title: string;
  submitLabel: string;
  initialName: string;
  onClose: () => void;
  useSave: () => { mutateAsync: (input: Input) => Promise<unknown>; isPending: boolean; isError: boolean; error: unknown };
  toMutation: (name: string) => Input;
  onSaved: () => void;
}

/** Asks for the passkey's name, then saves (for a new passkey: the browser's dialog follows). */
function NameDialog<Input>({ title, submitLabel, initialName, onClose, useSave, toMutation, onSaved }: NameDialogProps<Input>) {
  const save = useSave();
  const form = useAdminForm({
    defaultValues: { name: initialName },
    schema: passkeyNameSchema,
    onSubmit: async ({ name }) => {
      await save.mutateAsync(toMutation(name));
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form="passkey-name" variant="primary" busy={save.isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="passkey-name" onSubmit={submitHandler(form)} noValidate className="adm-form">
        <form.AppField name="name">
          {(f) => <f.TextField label="Name" hint="z. B. „Laptop“ oder „Smartphone“" autoComplete="off" required autoFocus />}
        </form.AppField>
        {save.isError && <Banner tone="error">{passkeyErrorMessage(save.error)}</Banner>}
      </form>
    </Modal>
  );
}
