/** @file Team admin (/admin/team): card grid with search and paging, form dialog to create or edit, delete with confirmation. */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { joinCommaList, splitCommaList } from "../../../common/comma-list";
import { TEAM_CARD_TAGS, TEAM_DELETE_CONFIRM, teamMemberSchema } from "../../../common/schemas/team";
import type { TeamMember } from "../../../common/types";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { formatDate, Pagination, SearchBox, TagList } from "../content/shared";
import { teamListQuery } from "../queries/content";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
  Badge,
  Banner,
  Button,
  Checkbox,
  ConfirmDialog,
  checkForm,
  EmptyState,
  LoadError,
  Modal,
  PageHeader,
  Spinner,
  serverFieldErrors,
  Textarea,
  TextInput,
  useToast,
} from "../ui";

const PER_PAGE = 24;

export function TeamScreen() {
  const user = useSessionUser();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TeamMember | "new" | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const list = useQuery(teamListQuery({ q, page, per_page: PER_PAGE }));
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: (id: number) => read(adminApi.team[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => {
      setDeleting(null);
      toast("Team-Mitglied gelöscht");
      return queryClient.invalidateQueries({ queryKey: ["admin", "team"] });
    },
  });

  return (
    <>
      <PageHeader
        title="Team"
        description="Team-Mitglieder der Website verwalten"
        actions={
          can(user, "team.create") && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              Neues Team-Mitglied
            </Button>
          )
        }
      />
      <div className="adm-toolbar">
        <SearchBox
          label="Team durchsuchen"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="Name, Position oder E-Mail"
        />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Team-Mitglieder" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={q ? "Keine Team-Mitglieder gefunden" : "Keine Team-Mitglieder"}>
          {q ? "Ändern Sie die Suche." : "Fügen Sie das erste Team-Mitglied hinzu."}
        </EmptyState>
      ) : (
        <>
          <ul className="cms-card-grid" aria-label="Team-Mitglieder">
            {list.data.items.map((m) => (
              <li key={m.id} className="cms-card">
                {m.image_url && (
                  <img
                    className="cms-card__image"
                    src={m.image_url}
                    alt=""
                    loading="lazy"
                    onError={(e) => (e.currentTarget.hidden = true)}
                  />
                )}
                <h2 className="cms-card__title">{m.name}</h2>
                <p className="adm-muted cms-card__subtitle">{m.position}</p>
                <div className="adm-badges">
                  <Badge tone={m.active ? "success" : "neutral"}>{m.active ? "Aktiv" : "Inaktiv"}</Badge>
                  <Badge tone={m.available ? "success" : "warning"}>{m.available ? "Verfügbar" : "Projektgebunden"}</Badge>
                </div>
                {!m.available && m.current_project && (
                  <p className="cms-card__meta">
                    Projekt: {m.current_project}
                    {m.available_from && <> · Verfügbar ab {formatDate(m.available_from)}</>}
                  </p>
                )}
                <TagList tags={m.expertise} max={TEAM_CARD_TAGS} />
                <div className="adm-row-actions cms-card__actions">
                  {can(user, "team.edit") && (
                    <Button size="sm" onClick={() => setEditing(m)} aria-label={`${m.name} bearbeiten`}>
                      Bearbeiten
                    </Button>
                  )}
                  {can(user, "team.delete") && (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        remove.reset();
                        setDeleting(m);
                      }}
                      aria-label={`${m.name} löschen`}
                    >
                      Löschen
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
        </>
      )}
      {editing && <TeamForm member={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={TEAM_DELETE_CONFIRM}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen des Team-Mitglieds: ${errorMessage(remove.error)}` : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

interface TeamFormState {
  name: string;
  email: string;
  position: string;
  position_en: string;
  bio: string;
  bio_en: string;
  image_url: string;
  linkedin_url: string;
  expertise: string;
  qualifications: string;
  qualifications_en: string;
  active: boolean;
  available: boolean;
  available_from: string;
  current_project: string;
}

const toForm = (m: TeamMember | null): TeamFormState => ({
  name: m?.name ?? "",
  email: m?.email ?? "",
  position: m?.position ?? "",
  position_en: m?.position_en ?? "",
  bio: m?.bio ?? "",
  bio_en: m?.bio_en ?? "",
  image_url: m?.image_url ?? "",
  linkedin_url: m?.linkedin_url ?? "",
  expertise: joinCommaList(m?.expertise),
  qualifications: joinCommaList(m?.qualifications),
  qualifications_en: joinCommaList(m?.qualifications_en),
  active: m?.active ?? true,
  available: m?.available ?? true,
  available_from: m?.available_from ?? "",
  current_project: m?.current_project ?? "",
});

function TeamForm({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const [form, setForm] = useState(() => toForm(member));
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const set =
    <K extends keyof TeamFormState>(key: K) =>
    (value: TeamFormState[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const save = useMutation({
    mutationFn: (body: JsonOf<typeof adminApi.team.$post>) =>
      member
        ? read(adminApi.team[":id"].$put({ param: { id: String(member.id) }, json: body }))
        : read(adminApi.team.$post({ json: body })),
    onSuccess: async () => {
      toast("Team-Mitglied gespeichert");
      await queryClient.invalidateQueries({ queryKey: ["admin", "team"] });
      onClose();
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      ...form,
      expertise: splitCommaList(form.expertise),
      qualifications: splitCommaList(form.qualifications),
      qualifications_en: splitCommaList(form.qualifications_en),
    };
    const checked = checkForm(teamMemberSchema, input);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const text = (key: keyof TeamFormState) => ({
    value: form[key] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key)(e.target.value as never),
    error: errors[key],
  });
  return (
    <Modal
      title={member ? "Team-Mitglied bearbeiten" : "Neues Team-Mitglied"}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="team-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="team-form" className="adm-form cms-form-grid" onSubmit={submit} noValidate>
        {save.isError && (
          <div className="cms-span">
            <Banner tone="error">Fehler beim Speichern des Team-Mitglieds: {errorMessage(save.error)}</Banner>
          </div>
        )}
        <TextInput label="Name" required {...text("name")} autoComplete="off" />
        <TextInput label="E-Mail" type="email" required {...text("email")} autoComplete="off" />
        <TextInput label="Position" required {...text("position")} />
        <TextInput label="Position (Englisch)" {...text("position_en")} />
        <TextInput label="Bild-URL" required {...text("image_url")} hint="Z. B. /media/... aus den Assets oder https://..." />
        <TextInput label="LinkedIn-URL" {...text("linkedin_url")} />
        <div className="cms-span">
          <TextInput label="Expertise" required {...text("expertise")} hint="Durch Kommas getrennt" />
        </div>
        <TextInput label="Qualifikationen" {...text("qualifications")} hint="Durch Kommas getrennt" />
        <TextInput label="Qualifikationen (Englisch)" {...text("qualifications_en")} hint="Durch Kommas getrennt" />
        <div className="cms-span">
          <Textarea label="Biografie" required rows={8} {...text("bio")} />
        </div>
        <div className="cms-span">
          <Textarea label="Biografie (Englisch)" rows={8} {...text("bio_en")} />
        </div>
        <Checkbox label="Aktiv (auf der Website sichtbar)" checked={form.active} onChange={(e) => set("active")(e.target.checked)} />
        <Checkbox label="Verfügbar (sonst projektgebunden)" checked={form.available} onChange={(e) => set("available")(e.target.checked)} />
        <TextInput label="Aktuelles Projekt" {...text("current_project")} />
        <TextInput label="Verfügbar ab" type="date" {...text("available_from")} />
      </form>
    </Modal>
  );
}
