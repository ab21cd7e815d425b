/** @file Website settings (/admin/settings): general, contact and home-page fields; only changed keys are saved. */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  HOMEPAGE_COUNT_MAX,
  HOMEPAGE_COUNT_MIN,
  SETTINGS_BANNER_MS,
  SETTINGS_SAVED,
  settingsUpdateSchema,
} from "../../../common/schemas/settings";
import { SETTING_DEFAULTS, type SettingKey, type Settings } from "../../../common/setting-defaults";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { type SettingRecord, settingsQuery } from "../queries/content";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { Banner, Button, Checkbox, checkForm, LoadError, PageHeader, Spinner, serverFieldErrors, Textarea, TextInput } from "../ui";

const toMap = (rows: SettingRecord[]): Settings =>
  ({ ...SETTING_DEFAULTS, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) }) as Settings;

export function SettingsScreen() {
  const settings = useQuery(settingsQuery);
  return (
    <>
      <PageHeader title="Website-Einstellungen" description="Name, Beschreibung, Kontakt und Module der Startseite" />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <LoadError title="Fehler beim Laden der Einstellungen" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <SettingsForm stored={toMap(settings.data)} />
      )}
    </>
  );
}

/** The machine-translation helper: no translation service is configured, so it is shown disabled with the reason. */
function TranslateHelper({ source }: { source: string }) {
  const reason = source.trim() ? "Maschinelle Übersetzung ist nicht eingerichtet." : "Zuerst den deutschen Text eingeben.";
  return (
    <span className="cms-helper">
      <Button size="sm" disabled title={reason}>
        Automatisch übersetzen
      </Button>
      <span className="adm-muted">{reason}</span>
    </span>
  );
}

function SettingsForm({ stored }: { stored: Settings }) {
  const user = useSessionUser();
  const readOnly = !can(user, "settings.edit");
  const [form, setForm] = useState<Settings>(stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: JsonOf<typeof adminApi.settings.$put>) => read(adminApi.settings.$put({ json: body })),
    onSuccess: (rows) => {
      queryClient.setQueryData(settingsQuery.queryKey, rows);
      setForm(toMap(rows));
      setSavedAt(Date.now());
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const changed = (Object.keys(form) as SettingKey[]).filter((k) => form[k] !== stored[k]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(changed.map((k) => [k, form[k]]));
    const checked = checkForm(settingsUpdateSchema, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    if (changed.length) save.mutate(checked.data);
  };
  const field = (key: SettingKey) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key],
    disabled: readOnly,
  });
  const flag = (key: "show_events_on_homepage" | "show_blog_on_homepage", label: string) => (
    <Checkbox
      label={label}
      checked={form[key] === "true"}
      disabled={readOnly}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.checked ? "true" : "false" }))}
      error={errors[key]}
    />
  );
  const count = (key: "max_events_homepage" | "max_blog_posts_homepage", label: string) => (
    <TextInput
      label={label}
      type="number"
      min={HOMEPAGE_COUNT_MIN}
      max={HOMEPAGE_COUNT_MAX}
      step={1}
      hint={`${HOMEPAGE_COUNT_MIN} bis ${HOMEPAGE_COUNT_MAX}`}
      {...field(key)}
    />
  );

  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      {savedAt !== null && <Banner tone="success">{SETTINGS_SAVED}</Banner>}
      {save.isError && <Banner tone="error">Fehler beim Speichern der Einstellungen: {errorMessage(save.error)}</Banner>}
      {readOnly && (
        <Banner tone="info">Sie können die Einstellungen ansehen, aber nicht ändern (Berechtigung "settings.edit" fehlt).</Banner>
      )}
      <fieldset className="cms-fieldset">
        <legend>Allgemein</legend>
        <TextInput label="Website-Name" required {...field("site_name")} />
        <TextInput label="Website-Name (Englisch)" {...field("site_name_en")} hint={<TranslateHelper source={form.site_name} />} />
        <Textarea label="Website-Beschreibung" rows={3} {...field("site_description")} />
        <Textarea
          label="Website-Beschreibung (Englisch)"
          rows={3}
          {...field("site_description_en")}
          hint={<TranslateHelper source={form.site_description} />}
        />
      </fieldset>
      <fieldset className="cms-fieldset">
        <legend>Kontakt</legend>
        <TextInput label="E-Mail" type="email" {...field("contact_email")} />
        <TextInput label="Telefon" type="tel" {...field("contact_phone")} />
      </fieldset>
      <fieldset className="cms-fieldset">
        <legend>Startseite</legend>
        <p className="adm-muted">
          Events und neueste Blog-Artikel erscheinen auf der Startseite nur, wenn sie hier eingeschaltet sind. Ein Whitepaper-Modul gibt es
          nicht.
        </p>
        {flag("show_events_on_homepage", "Events auf der Startseite anzeigen")}
        {count("max_events_homepage", "Maximale Anzahl Events")}
        {flag("show_blog_on_homepage", "Blog-Artikel auf der Startseite anzeigen")}
        {count("max_blog_posts_homepage", "Maximale Anzahl Blog-Artikel")}
      </fieldset>
      {!readOnly && (
        <div>
          <Button variant="primary" type="submit" busy={save.isPending} busyLabel="Speichern..." disabled={!changed.length}>
            Einstellungen speichern
          </Button>
        </div>
      )}
    </form>
  );
}
