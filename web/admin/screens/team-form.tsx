/** @file The team member dialog (create and edit) on react-form, validated with the shared `teamMemberSchema`. */

import { joinCommaList, splitCommaList } from "../../../common/comma-list";
import { teamMemberSchema } from "../../../common/schemas/team";
import { TRANSLATABLE, uncheckedEnglishOf } from "../../../common/translation";
import type { TeamMember, Versioned } from "../../../common/types";
import { errorMessage } from "../../api/errors";
import { useEditorSafety } from "../editing/use-editor-safety";
import { HistoryButton } from "../history/history-panel";
import { useCreateTeamMember, useUpdateTeamMember } from "../queries/team";
import { TranslationPanel } from "../translation/translation-panel";
import { Banner, Button, Modal, submitHandler, useAdminForm, useToast } from "../ui";

const defaultValues = (m: TeamMember | null) => ({
  name: m?.name ?? "",
  email: m?.email ?? "",
  position: m?.position ?? "",
  position_en: m?.position_en ?? "",
  bio: m?.bio ?? "",
  bio_en: m?.bio_en ?? "",
  image_url: m?.image_url ?? "",
  linkedin_url: m?.linkedin_url ?? "",
  expertise: joinCommaList(m?.expertise),
  expertise_en: joinCommaList(m?.expertise_en),
  qualifications: joinCommaList(m?.qualifications),
  qualifications_en: joinCommaList(m?.qualifications_en),
  active: m?.active ?? true,
  available: m?.available ?? true,
  available_from: m?.available_from ?? "",
  current_project: m?.current_project ?? "",
  /** The English texts taken over from a template translation and not yet checked (field → hash of that text). */
  unchecked_en: uncheckedEnglishOf(TRANSLATABLE.team.fields, m?.translation_sources),
});
type Values = ReturnType<typeof defaultValues>;

const toInput = (v: Values) => ({
  ...v,
  expertise: splitCommaList(v.expertise),
  expertise_en: splitCommaList(v.expertise_en),
  qualifications: splitCommaList(v.qualifications),
  qualifications_en: splitCommaList(v.qualifications_en),
});

/** The fields' German names (draft offer, conflict dialog). */
const LABELS: Record<keyof Values, string> = {
  unchecked_en: "Ungeprüfte Vorlagen-Übersetzungen",
  name: "Name",
  email: "E-Mail",
  position: "Position",
  position_en: "Position (Englisch)",
  image_url: "Bild-URL",
  linkedin_url: "LinkedIn-URL",
  expertise: "Expertise",
  expertise_en: "Expertise (Englisch)",
  qualifications: "Qualifikationen",
  qualifications_en: "Qualifikationen (Englisch)",
  bio: "Biografie",
  bio_en: "Biografie (Englisch)",
  active: "Aktiv",
  available: "Verfügbar",
  current_project: "Aktuelles Projekt",
  available_from: "Verfügbar ab",
};

/** The translated fields' German names in the "Englische Fassung" panel. */
const TRANSLATION_LABELS = { position: "Position", bio: "Biografie", expertise: "Expertise", qualifications: "Qualifikationen" };

export function TeamForm({ member, onClose }: { member: Versioned<TeamMember> | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const save = member ? update : create;
  const form = useAdminForm({
    defaultValues: defaultValues(member),
    schema: teamMemberSchema,
    toInput,
    onSubmit: async (body) => {
      await safety.save((version) =>
        member ? update.mutateAsync({ id: member.id, body, version: version ?? member.version }) : create.mutateAsync(body),
      );
      toast("Team-Mitglied gespeichert");
      onClose();
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "team",
    onLeave: onClose,
    recordId: member?.id ?? null,
    version: member?.version ?? null,
    labels: LABELS,
    toValues: defaultValues,
  });
  return (
    <Modal
      title={member ? "Team-Mitglied bearbeiten" : "Neues Team-Mitglied"}
      onClose={() => safety.requestClose(onClose)}
      size="lg"
      footer={
        <>
          <HistoryButton resource="team" recordId={member?.id} version={member?.version} onRestored={onClose} />
          <Button onClick={() => safety.requestClose(onClose)}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="team-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="team-form" className="adm-form cms-form-grid" onSubmit={submitHandler(form)} noValidate>
        {safety.banner}
        {save.isError && !safety.reports(save.error) && (
          <div className="cms-span">
            <Banner tone="error">Fehler beim Speichern des Team-Mitglieds: {errorMessage(save.error)}</Banner>
          </div>
        )}
        <form.AppField name="name">{(f) => <f.TextField label="Name" required autoComplete="off" />}</form.AppField>
        <form.AppField name="email">{(f) => <f.TextField label="E-Mail" type="email" required autoComplete="off" />}</form.AppField>
        <form.AppField name="position">{(f) => <f.TextField label="Position" required />}</form.AppField>
        <form.AppField name="position_en">{(f) => <f.TextField label="Position (Englisch)" />}</form.AppField>
        <form.AppField name="image_url">
          {(f) => <f.TextField label="Bild-URL" required hint="Z. B. /media/... aus den Assets oder https://..." />}
        </form.AppField>
        <form.AppField name="linkedin_url">{(f) => <f.TextField label="LinkedIn-URL" />}</form.AppField>
        <div className="cms-span">
          <form.AppField name="expertise">{(f) => <f.TextField label="Expertise" required hint="Durch Kommas getrennt" />}</form.AppField>
        </div>
        <div className="cms-span">
          <form.AppField name="expertise_en">
            {(f) => <f.TextField label="Expertise (Englisch)" hint="Durch Kommas getrennt; leer: die deutschen Begriffe" />}
          </form.AppField>
        </div>
        <form.AppField name="qualifications">{(f) => <f.TextField label="Qualifikationen" hint="Durch Kommas getrennt" />}</form.AppField>
        <form.AppField name="qualifications_en">
          {(f) => <f.TextField label="Qualifikationen (Englisch)" hint="Durch Kommas getrennt" />}
        </form.AppField>
        <div className="cms-span">
          <form.AppField name="bio">{(f) => <f.TextAreaField label="Biografie" required rows={8} />}</form.AppField>
        </div>
        <div className="cms-span">
          <form.AppField name="bio_en">{(f) => <f.TextAreaField label="Biografie (Englisch)" rows={8} />}</form.AppField>
        </div>
        <div className="cms-span">
          <form.Subscribe selector={(s) => s.values}>
            {(values) => (
              <TranslationPanel
                kind="team"
                labels={TRANSLATION_LABELS}
                // as saved: the lists as arrays, so their hashes match the stored ones and a proposal comes back as lines
                values={toInput(values)}
                saved={member}
                unchecked={values.unchecked_en}
                onAccept={(field, text, unchecked) => {
                  form.setFieldValue(field, Array.isArray(text) ? joinCommaList(text) : text);
                  form.setFieldValue("unchecked_en", unchecked);
                }}
                onUnchecked={(next) => form.setFieldValue("unchecked_en", next)}
              />
            )}
          </form.Subscribe>
        </div>
        <form.AppField name="active">{(f) => <f.CheckboxField label="Aktiv (auf der Website sichtbar)" />}</form.AppField>
        <form.AppField name="available">{(f) => <f.CheckboxField label="Verfügbar (sonst projektgebunden)" />}</form.AppField>
        <form.AppField name="current_project">{(f) => <f.TextField label="Aktuelles Projekt" />}</form.AppField>
        <form.AppField name="available_from">{(f) => <f.TextField label="Verfügbar ab" type="date" />}</form.AppField>
      </form>
      {safety.dialogs}
    </Modal>
  );
}
