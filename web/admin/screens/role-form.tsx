/** @file The role editor: name, description and permission checkboxes grouped by resource, with a search. */

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ADMIN_ROLE } from "../../../common/permissions";
import { type PermissionRecord, type RoleRecord, roleSchema } from "../../../common/schemas/roles";
import { errorMessage } from "../../api/errors";
import { type EditorSafety, useEditorSafety } from "../editing/use-editor-safety";
import { permissionsQuery, useCreateRole, useUpdateRole } from "../queries/roles";
import { Banner, Button, Checkbox, LoadError, Modal, Spinner, submitHandler, TextInput, useAdminForm } from "../ui";

/** German names of the permission groups (the resource part of `area.action`). */
const RESOURCE_LABELS: Record<string, string> = {
  blog: "Blog",
  team: "Team",
  events: "Events",
  homepage: "Startseite",
  settings: "Einstellungen",
  pages: "Seiten",
  analytics: "Analytics",
  users: "Benutzer",
  roles: "Rollen",
  assets: "Assets",
  translations: "Übersetzungen",
  contact: "Kontaktanfragen",
  ai: "AI Content",
  audit: "Audit-Log",
};

const matches = (p: PermissionRecord, resourceLabel: string, term: string) =>
  !term || [p.name, p.description, p.resource, resourceLabel].some((text) => text.toLowerCase().includes(term));

interface RoleFormDialogProps {
  /** null: create a new role. */
  role: RoleRecord | null;
  onClose: () => void;
  onSaved: (role: RoleRecord) => void;
}

/** The fields' German names (draft offer, conflict dialog). */
const LABELS: Record<string, string> = {
  description: "Beschreibung",
  name: "Rollenname",
  permissions: "Berechtigungen",
};

export function RoleFormDialog({ role, onClose, onSaved }: RoleFormDialogProps) {
  const catalogue = useQuery(permissionsQuery);
  const [search, setSearch] = useState("");
  const isAdminRole = role?.name === ADMIN_ROLE;
  const create = useCreateRole();
  const update = useUpdateRole();
  const save = role ? update : create;
  const form = useAdminForm({
    defaultValues: { name: role?.name ?? "", description: role?.description ?? "", permissions: role?.permissions ?? [] },
    schema: roleSchema,
    onSubmit: async (body): Promise<void> =>
      onSaved(
        await safety.save(
          (version: number | null): Promise<RoleRecord> =>
            role ? update.mutateAsync({ id: role.id, body, version: version ?? role.version }) : create.mutateAsync(body),
        ),
      ),
  });
  const safety: EditorSafety = useEditorSafety({
    form,
    resource: "roles",
    recordId: role?.id ?? null,
    version: role?.version ?? null,
    labels: LABELS,
    toValues: (r: RoleRecord) => ({ name: r.name, description: r.description, permissions: r.permissions }),
  });

  const term = search.trim().toLowerCase();
  const groups = useMemo(
    () =>
      (catalogue.data ?? [])
        .map((g) => {
          const label = RESOURCE_LABELS[g.resource] ?? g.resource;
          return { ...g, label, permissions: g.permissions.filter((p) => matches(p, label, term)) };
        })
        .filter((g) => g.permissions.length > 0),
    [catalogue.data, term],
  );
  const formId = role ? `role-form-${role.id}` : "role-form-new";

  return (
    <Modal
      title={role ? `Rolle ${role.name} bearbeiten` : "Rolle hinzufügen"}
      onClose={() => safety.requestClose(onClose)}
      size="lg"
      footer={
        <>
          <Button onClick={() => safety.requestClose(onClose)}>Abbrechen</Button>
          <Button type="submit" form={formId} variant="primary" busy={save.isPending} busyLabel="Wird gespeichert...">
            Speichern
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submitHandler(form)} noValidate className="adm-form">
        {safety.banner}
        <form.AppField name="name">
          {(f) => (
            <f.TextField
              label="Rollenname"
              required
              disabled={role?.protected}
              hint={role?.protected ? `Die Rolle ${role.name} kann nicht umbenannt werden.` : undefined}
            />
          )}
        </form.AppField>
        <form.AppField name="description">{(f) => <f.TextAreaField label="Beschreibung" rows={2} />}</form.AppField>
        <form.Field name="permissions">
          {(f) => {
            const selected = new Set(f.state.value);
            const toggle = (permission: string, on: boolean) =>
              f.handleChange(on ? [...selected, permission].sort() : f.state.value.filter((p) => p !== permission));
            const error = f.state.meta.errors.find(Boolean);
            return (
              <>
                <TextInput
                  label="Berechtigungen durchsuchen"
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  hint={`${selected.size} ausgewählt${isAdminRole ? " – der Rolle admin können keine Berechtigungen entzogen werden." : ""}`}
                />
                {catalogue.isPending ? (
                  <Spinner label="Berechtigungen werden geladen..." />
                ) : catalogue.isError ? (
                  <LoadError title="Fehler beim Laden der Berechtigungen" error={catalogue.error} onRetry={() => catalogue.refetch()} />
                ) : groups.length === 0 ? (
                  <p className="adm-muted">Keine Berechtigung passt zur Suche.</p>
                ) : (
                  <div className="adm-perm-groups">
                    {groups.map((g) => (
                      <fieldset key={g.resource} className="adm-perm-group">
                        <legend>{g.label}</legend>
                        {g.permissions.map((p) => (
                          <Checkbox
                            key={p.name}
                            label={
                              <>
                                {p.description} <code className="adm-muted">{p.name}</code>
                              </>
                            }
                            checked={selected.has(p.name)}
                            disabled={isAdminRole}
                            onChange={(e) => toggle(p.name, e.target.checked)}
                          />
                        ))}
                      </fieldset>
                    ))}
                  </div>
                )}
                {error ? <p className="adm-field__error">{String(error)}</p> : null}
              </>
            );
          }}
        </form.Field>
        {save.isError && !safety.reports(save.error) && (
          <Banner tone="error">
            <p>Fehler beim Speichern der Rolle: {errorMessage(save.error)}</p>
          </Banner>
        )}
      </form>
      {safety.dialogs}
    </Modal>
  );
}
