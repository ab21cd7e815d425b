/** @file The role editor: name, description and permission checkboxes grouped by resource, with a search. */

import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { ADMIN_ROLE } from "../../../common/permissions";
import { type PermissionRecord, type RoleRecord, roleSchema } from "../../../common/schemas/roles";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { permissionsQuery } from "../queries/staff";
import { Banner, Button, Checkbox, checkForm, LoadError, Modal, Spinner, serverFieldErrors, Textarea, TextInput } from "../ui";

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

export function RoleFormDialog({ role, onClose, onSaved }: RoleFormDialogProps) {
  const catalogue = useQuery(permissionsQuery);
  const [name, setName] = useState(role?.name ?? "");
  const [description, setDescription] = useState(role?.description ?? "");
  const [selected, setSelected] = useState(() => new Set(role?.permissions ?? []));
  const [search, setSearch] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const isAdminRole = role?.name === ADMIN_ROLE;

  const save = useMutation({
    mutationFn: (input: JsonOf<typeof adminApi.roles.$post>) =>
      role
        ? read(adminApi.roles[":id{[0-9]+}"].$put({ param: { id: String(role.id) }, json: input }))
        : read(adminApi.roles.$post({ json: input })),
    onSuccess: onSaved,
    onError: (err) => setErrors(serverFieldErrors(err)),
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

  const toggle = (permission: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = { name, description, permissions: [...selected].sort() };
    const checked = checkForm(roleSchema, input);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data);
  };
  const formId = role ? `role-form-${role.id}` : "role-form-new";

  return (
    <Modal
      title={role ? `Rolle ${role.name} bearbeiten` : "Rolle hinzufügen"}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form={formId} variant="primary" busy={save.isPending} busyLabel="Wird gespeichert...">
            Speichern
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="adm-form">
        <TextInput
          label="Rollenname"
          required
          value={name}
          disabled={role?.protected}
          hint={role?.protected ? `Die Rolle ${role.name} kann nicht umbenannt werden.` : undefined}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <Textarea
          label="Beschreibung"
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
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
        {errors.permissions && <p className="adm-field__error">{errors.permissions[0]}</p>}
        {save.isError && (
          <Banner tone="error">
            <p>Fehler beim Speichern der Rolle: {errorMessage(save.error)}</p>
          </Banner>
        )}
      </form>
    </Modal>
  );
}
