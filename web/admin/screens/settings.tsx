/** @file Website settings (/admin/settings): general, contact and home-page fields; only changed keys are saved. */

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  HOMEPAGE_COUNT_MAX,
  HOMEPAGE_COUNT_MIN,
  SETTINGS_BANNER_MS,
  SETTINGS_SAVED,
  settingsUpdateSchema,
} from "../../../common/schemas/settings";
import { SETTING_DEFAULTS, type SettingKey, type Settings } from "../../../common/setting-defaults";
import {
  fieldStates,
  isUncheckedTemplate,
  nextTranslationSources,
  TRANSLATABLE,
  type TranslationSources,
  uncheckedEnglishOf,
} from "../../../common/translation";
import { errorMessage } from "../../api/errors";
import { useEditorSafety } from "../editing/use-editor-safety";
import { HistoryButton } from "../history/history-panel";
import { type SettingRecord, settingsQuery, useSaveSettings } from "../queries/settings";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { UncheckedMark, uncheckedAfterAccept, uncheckedWithout } from "../translation/proposal";
import { TranslateHelper } from "../translation/translate-helper";
import { TranslationBadge } from "../translation/translation-panel";
import {
  Banner,
  Button,
  Checkbox,
  LoadError,
  PageHeader,
  Spinner,
  submitHandler,
  useAdminForm,
  useFieldContext,
  useFieldError,
} from "../ui";
import { AiProviderCheck } from "./ai-provider-check";

const toMap = (rows: SettingRecord[]): Settings =>
  ({ ...SETTING_DEFAULTS, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) }) as Settings;

const SETTING_FIELDS = TRANSLATABLE.setting.fields;
/** The form's values: the settings and `unchecked_en`, the English texts taken over from a template and not yet checked. */
type Values = Settings & { unchecked_en: Record<string, string> };
const formValues = (rows: SettingRecord[], sources: TranslationSources): Values => ({
  ...toMap(rows),
  unchecked_en: uncheckedEnglishOf(SETTING_FIELDS, sources),
});

export function SettingsScreen() {
  const settings = useQuery(settingsQuery);
  // a restored version remounts the form with the stored values
  const [restores, setRestores] = useState(0);
  return (
    <>
      <PageHeader
        title="Website-Einstellungen"
        description="Name, Beschreibung, Kontakt und Module der Startseite"
        actions={
          settings.data && (
            <HistoryButton
              resource="settings"
              recordId="site"
              version={settings.data.version}
              onRestored={() => setRestores((n) => n + 1)}
            />
          )
        }
      />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <LoadError title="Fehler beim Laden der Einstellungen" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <SettingsForm
          key={restores}
          stored={formValues(settings.data.settings, settings.data.translation_sources)}
          sources={settings.data.translation_sources}
          version={settings.data.version}
        />
      )}
    </>
  );
}

const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
const sameMarks = (a: Values, b: Values) => JSON.stringify(a.unchecked_en) === JSON.stringify(b.unchecked_en);
/** Only the keys that differ from the stored settings are sent (and `unchecked_en` with them, or alone when it changed). */
const changedKeys = (values: Values, stored: Values) => SETTING_KEYS.filter((k) => values[k] !== stored[k]);
const changedInput = (values: Values, stored: Values) => {
  const keys = changedKeys(values, stored);
  if (!keys.length && sameMarks(values, stored)) return {};
  return { ...Object.fromEntries(keys.map((k) => [k, values[k]])), unchecked_en: values.unchecked_en };
};

/** The fields' German names (draft offer, conflict dialog). */
const LABELS: Record<SettingKey | "unchecked_en", string> = {
  unchecked_en: "Ungeprüfte Vorlagen-Übersetzungen",
  site_name: "Website-Name",
  site_name_en: "Website-Name (Englisch)",
  site_description: "Website-Beschreibung",
  site_description_en: "Website-Beschreibung (Englisch)",
  contact_email: "E-Mail",
  contact_phone: "Telefon",
  show_events_on_homepage: "Events auf der Startseite",
  max_events_homepage: "Maximale Anzahl Events",
  show_blog_on_homepage: "Blog-Artikel auf der Startseite",
  max_blog_posts_homepage: "Maximale Anzahl Blog-Artikel",
  require_totp_for_admins: "Zwei-Faktor-Anmeldung verlangen",
  translation_glossary: "Glossar (nicht übersetzen)",
};

/** The English field's state as it will be after saving (same rule as the server: common/translation.ts). */
function EnglishState({ values, stored, sources, field }: { values: Values; stored: Values; sources: TranslationSources; field: string }) {
  const states = fieldStates(values, nextTranslationSources(SETTING_FIELDS, sources, stored, values, values.unchecked_en), SETTING_FIELDS);
  return <TranslationBadge state={states[field]} />;
}

function SettingsForm({ stored, sources, version }: { stored: Values; sources: TranslationSources; version: number }) {
  const user = useSessionUser();
  const readOnly = !can(user, "settings.edit");
  const canTranslate = can(user, "ai.use");
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const save = useSaveSettings();
  // what the server holds as far as this form knows: the loaded settings, then the other version of a conflict, then
  // the saved ones; the keys that differ from it are sent (so "keep mine" on a key only the other side changed is sent)
  const base = useRef(stored);
  const form = useAdminForm({
    defaultValues: stored,
    schema: settingsUpdateSchema,
    toInput: (values) => changedInput(values, base.current),
    onSubmit: async (body) => {
      if (!Object.keys(body).length) return;
      const saved = await safety.save((v) => save.mutateAsync({ body, version: v ?? version }));
      base.current = formValues(saved.settings, saved.translation_sources);
      form.reset(base.current);
      setSavedAt(Date.now());
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "settings",
    recordId: "site",
    version,
    labels: LABELS,
    toValues: (current: { settings: SettingRecord[]; translation_sources: TranslationSources }) => {
      base.current = formValues(current.settings, current.translation_sources);
      return base.current;
    },
  });
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const text = (key: SettingKey, label: string, hint?: React.ReactNode, type?: string) => (
    <form.AppField name={key}>{(f) => <f.TextField label={label} hint={hint} type={type} disabled={readOnly} />}</form.AppField>
  );
  const area = (key: SettingKey, label: string, hint?: React.ReactNode) => (
    <form.AppField name={key}>{(f) => <f.TextAreaField label={label} rows={3} hint={hint} disabled={readOnly} />}</form.AppField>
  );
  /**
   * Below an English field: its state as the save will store it (or the mark of an unchecked template translation, with
   * "Als geprüft markieren"), and "Automatisch übersetzen" from the German text as a proposal.
   */
  const englishHelper = (values: Values, field: (typeof SETTING_FIELDS)[number], label: string) => (
    <div className="cms-helper" data-testid={`translation-${field}`}>
      {isUncheckedTemplate(values, values.unchecked_en, field) ? (
        <UncheckedMark
          label={label}
          disabled={readOnly}
          onConfirm={() => form.setFieldValue("unchecked_en", uncheckedWithout(values.unchecked_en, field))}
        />
      ) : (
        <EnglishState values={values} stored={base.current} sources={sources} field={field} />
      )}
      {!readOnly && (
        <TranslateHelper
          source={values[field]}
          label={label}
          hasEnglish={values[`${field}_en`].trim() !== ""}
          allowed={canTranslate}
          onAccept={(english, template) => {
            form.setFieldValue(`${field}_en`, english);
            form.setFieldValue("unchecked_en", uncheckedAfterAccept(values.unchecked_en, field, english, template));
          }}
        />
      )}
    </div>
  );
  const flag = (key: "show_events_on_homepage" | "show_blog_on_homepage" | "require_totp_for_admins", label: string) => (
    <form.AppField name={key}>{() => <FlagField label={label} disabled={readOnly} />}</form.AppField>
  );
  const count = (key: "max_events_homepage" | "max_blog_posts_homepage", label: string) => (
    <form.AppField name={key}>
      {(f) => (
        <f.TextField
          label={label}
          type="number"
          min={HOMEPAGE_COUNT_MIN}
          max={HOMEPAGE_COUNT_MAX}
          step={1}
          hint={`${HOMEPAGE_COUNT_MIN} bis ${HOMEPAGE_COUNT_MAX}`}
          disabled={readOnly}
        />
      )}
    </form.AppField>
  );

  return (
    <>
      <form className="adm-form" onSubmit={submitHandler(form)} noValidate>
        {safety.banner}
        {savedAt !== null && <Banner tone="success">{SETTINGS_SAVED}</Banner>}
        {save.isError && !safety.reports(save.error) && (
          <Banner tone="error">Fehler beim Speichern der Einstellungen: {errorMessage(save.error)}</Banner>
        )}
        {readOnly && (
          <Banner tone="info">Sie können die Einstellungen ansehen, aber nicht ändern (Berechtigung "settings.edit" fehlt).</Banner>
        )}
        <fieldset className="cms-fieldset">
          <legend>Allgemein</legend>
          <form.AppField name="site_name">{(f) => <f.TextField label="Website-Name" required disabled={readOnly} />}</form.AppField>
          <form.Subscribe selector={(s) => s.values}>
            {(values) => (
              <>
                {text("site_name_en", "Website-Name (Englisch)")}
                {englishHelper(values, "site_name", "Website-Name (Englisch)")}
                {area("site_description", "Website-Beschreibung")}
                {area("site_description_en", "Website-Beschreibung (Englisch)")}
                {englishHelper(values, "site_description", "Website-Beschreibung (Englisch)")}
              </>
            )}
          </form.Subscribe>
        </fieldset>
        <fieldset className="cms-fieldset">
          <legend>Übersetzung</legend>
          {area(
            "translation_glossary",
            "Glossar: Begriffe, die nicht übersetzt werden",
            "Ein Begriff pro Zeile, z. B. Firmen- und Produktnamen. Die Übersetzungshilfe (KI und Vorlage) lässt sie unverändert.",
          )}
        </fieldset>
        <fieldset className="cms-fieldset">
          <legend>Kontakt</legend>
          {text("contact_email", "E-Mail", undefined, "email")}
          {text("contact_phone", "Telefon", undefined, "tel")}
        </fieldset>
        <fieldset className="cms-fieldset">
          <legend>Startseite</legend>
          <p className="adm-muted">
            Events und neueste Blog-Artikel erscheinen auf der Startseite nur, wenn sie hier eingeschaltet sind. Ein Whitepaper-Modul gibt
            es nicht.
          </p>
          {flag("show_events_on_homepage", "Events auf der Startseite anzeigen")}
          {count("max_events_homepage", "Maximale Anzahl Events")}
          {flag("show_blog_on_homepage", "Blog-Artikel auf der Startseite anzeigen")}
          {count("max_blog_posts_homepage", "Maximale Anzahl Blog-Artikel")}
        </fieldset>
        <fieldset className="cms-fieldset">
          <legend>Sicherheit</legend>
          <p className="adm-muted">
            Konten, deren Rolle Benutzer bearbeiten oder Rollen verwalten darf, melden sich dann mit einem zweiten Faktor (Code einer
            Authenticator-App) an; wer noch keinen eingerichtet hat, richtet ihn nach dem Passwort ein.
          </p>
          {flag("require_totp_for_admins", "Zwei-Faktor-Anmeldung für Benutzer- und Rollenverwaltung verlangen")}
        </fieldset>
        {canTranslate && <AiProviderCheck allowed={!readOnly} />}
        {!readOnly && (
          <div>
            <form.Subscribe selector={(s) => Object.keys(changedInput(s.values, base.current)).length > 0}>
              {(changed) => (
                <Button variant="primary" type="submit" busy={save.isPending} busyLabel="Speichern..." disabled={!changed}>
                  Einstellungen speichern
                </Button>
              )}
            </form.Subscribe>
          </div>
        )}
      </form>
      {safety.dialogs}
    </>
  );
}

/** A yes/no setting: stored as the text 'true' or 'false'. */
function FlagField({ label, disabled }: { label: string; disabled: boolean }) {
  const field = useFieldContext<string>();
  return (
    <Checkbox
      label={label}
      checked={field.state.value === "true"}
      disabled={disabled}
      onChange={(e) => field.handleChange(e.target.checked ? "true" : "false")}
      error={useFieldError()}
    />
  );
}
