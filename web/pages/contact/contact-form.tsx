/**
 * @file The contact form (spec 2.11, 4, 5, 8): idle → sending (button disabled, label changes) → success
 * (confirmation with a new-message button that clears the fields) or error (message box and the server's texts
 * under the fields, in the form's language; the form stays). The privacy checkbox is required: without it an alert
 * shows and nothing is sent; its value is not sent. A hidden honeypot field and the fill time go with the payload;
 * Turnstile shows only when configured. Analytics hooks in through `onContactFormEvent` (submit-contact.ts).
 *
 * The one React island of the public site (issue 47): the page renders `ContactFormIsland`, the server's HTML of the
 * form inside a container whose `data-props` carry the part of the page data the form reads (`contactFormProps`);
 * web/islands/contact-form.tsx hydrates the form alone from them. So the form reads nothing else of the page, uses
 * fixed ids (useId differs between a subtree and the whole document) and imports no router.
 */
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { CONTACT_LIMITS } from "../../../common/contact-limits";
import type { MessageId, Messages } from "../../../common/messages";
import { pathFor } from "../../../common/routes";
import type { Settings } from "../../../common/setting-defaults";
import type { SiteConfig } from "../../../common/site";
import { useLocale, useSiteData, useT } from "../../i18n/use-t";
import { type PageState, usePage } from "../../site/page-context";
import { emitContactFormEvent, submitContact } from "./submit-contact";
import { TurnstileWidget } from "./turnstile";

/** @public Every catalogue text the form can show, including the error texts submitContact answers with. */
export const CONTACT_FORM_MESSAGES = [
  "contact.required",
  "contact.name",
  "contact.emailField",
  "contact.phoneField",
  "contact.subject",
  "contact.message",
  "contact.honeypot",
  "contact.termsBefore",
  "contact.termsLink",
  "contact.termsAfter",
  "contact.termsRequired",
  "contact.turnstile.label",
  "contact.submit",
  "contact.sending",
  "contact.successTitle",
  "contact.successText",
  "contact.newMessage",
  "contact.errorTitle",
  "contact.err.default",
  "contact.err.unavailable",
  "contact.err.server",
  "contact.err.unreadable",
  "contact.err.unknown",
  "contact.err.unparseable",
  "contact.err.network",
] as const satisfies readonly MessageId[];
type ContactFormMessageId = (typeof CONTACT_FORM_MESSAGES)[number];

/** The island's props: the page data cut down to what the form reads (a subset of PageState). */
export interface ContactFormProps {
  path: string;
  site: {
    messages: Pick<Messages, ContactFormMessageId>;
    /** The company name fills `{company}` in texts (useT). */
    settings: Pick<Settings, "site_name" | "site_name_en">;
    config: Pick<SiteConfig, "turnstileSiteKey">;
  };
}

/** @public The props the server puts into the island's `data-props` (also read by the island's test). */
export function contactFormProps(page: PageState): ContactFormProps {
  const { path, site } = page;
  const messages = {} as Pick<Messages, ContactFormMessageId>;
  for (const key of CONTACT_FORM_MESSAGES) messages[key] = site.messages[key];
  return {
    path,
    site: {
      messages,
      settings: { site_name: site.settings.site_name, site_name_en: site.settings.site_name_en },
      config: { turnstileSiteKey: site.config.turnstileSiteKey },
    },
  };
}

/** The form as the contact page renders it: the island's container with its props and the server-rendered form. */
export function ContactFormIsland() {
  const page = usePage();
  return (
    <div data-island="contact-form" data-island-when="load" data-props={page ? JSON.stringify(contactFormProps(page)) : "{}"}>
      <ContactForm />
    </div>
  );
}

/** False on the server and in the hydrating render, true once the browser's copy runs (replaces the router's useHydrated). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Fixed ids: the page has one contact form, and they must be the same in the page and in the island. */
const id = "contact";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };
type FieldName = keyof typeof EMPTY;

type Status =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "success" }
  | { state: "error"; message: string; fields: Partial<Record<string, string[]>> };

export function ContactForm() {
  const t = useT();
  const locale = useLocale();
  const { config } = useSiteData();
  const [fields, setFields] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [token, setToken] = useState("");
  const [challenge, setChallenge] = useState(0);
  const hydrated = useHydrated();
  const shownAt = useRef(Date.now());
  const started = useRef(false);

  const update = (name: FieldName) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!started.current) {
      started.current = true;
      emitContactFormEvent({ type: "form_start" });
    }
    setFields((f) => ({ ...f, [name]: e.target.value }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!acceptTerms) {
      window.alert(t("contact.termsRequired"));
      return;
    }
    setStatus({ state: "sending" });
    const { phone, ...rest } = fields;
    const result = await submitContact({
      ...rest,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      website: honeypot,
      elapsed_ms: Date.now() - shownAt.current,
      ...(config.turnstileSiteKey ? { turnstile_token: token } : {}),
      language: locale,
    });
    if (config.turnstileSiteKey) {
      // a Turnstile token is single-use
      setToken("");
      setChallenge((n) => n + 1);
    }
    if (result.ok) {
      emitContactFormEvent({ type: "form_submit" });
      setStatus({ state: "success" });
      return;
    }
    const message = "text" in result ? result.text : t(result.messageId);
    emitContactFormEvent({ type: "form_error", error: message });
    setStatus({ state: "error", message, fields: ("fields" in result && result.fields) || {} });
  }

  function newMessage() {
    setFields(EMPTY);
    setAcceptTerms(false);
    setStatus({ state: "idle" });
    shownAt.current = Date.now();
    started.current = false;
  }

  if (status.state === "success") {
    return (
      <div className="form-success" role="status">
        <h3>{t("contact.successTitle")}</h3>
        <p>{t("contact.successText")}</p>
        <button type="button" className="button button--primary" onClick={newMessage}>
          {t("contact.newMessage")}
        </button>
      </div>
    );
  }

  const sending = status.state === "sending";
  const fieldErrors = status.state === "error" ? status.fields : {};
  const errorOf = (name: FieldName) =>
    fieldErrors[name]?.length ? (
      <p id={`${id}-${name}-error`} className="form-field__error">
        {fieldErrors[name]?.join(" ")}
      </p>
    ) : null;
  const described = (name: FieldName) =>
    fieldErrors[name]?.length ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  const field = (name: Exclude<FieldName, "message">, label: string, props: Record<string, unknown> = {}) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={fields[name]}
        onChange={update(name)}
        maxLength={CONTACT_LIMITS[name]}
        {...described(name)}
        {...props}
      />
      {errorOf(name)}
    </div>
  );

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="form-note">
        {t("contact.required")}
      </p>
      {status.state === "error" ? (
        <div className="alert alert--error" role="alert">
          <strong>{t("contact.errorTitle")}</strong>
          <p>{status.message}</p>
        </div>
      ) : null}
      <div className="form-row">
        {field("name", t("contact.name"), { required: true, autoComplete: "name" })}
        {field("email", t("contact.emailField"), { required: true, type: "email", autoComplete: "email" })}
      </div>
      <div className="form-row">
        {field("phone", t("contact.phoneField"), { type: "tel", autoComplete: "tel" })}
        {field("subject", t("contact.subject"), { required: true })}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-message`}>
          {t("contact.message")}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.message}
          value={fields.message}
          onChange={update("message")}
          {...described("message")}
        />
        {errorOf("message")}
      </div>
      {/* people never see this field; bots that fill every input give themselves away */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("contact.honeypot")}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <div className="form-check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          name="acceptTerms"
          checked={acceptTerms}
          onChange={(e) => setAcceptTerms(e.target.checked)}
          aria-required="true"
        />
        <label htmlFor={`${id}-terms`}>
          {t("contact.termsBefore")}
          {/* a plain link, not AppLink: the island's props carry nothing of the page but what the form reads */}
          <a href={pathFor("privacy", locale)}>{t("contact.termsLink")}</a>
          {t("contact.termsAfter")}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      {config.turnstileSiteKey ? (
        <TurnstileWidget
          siteKey={config.turnstileSiteKey}
          language={locale}
          label={t("contact.turnstile.label")}
          resetKey={challenge}
          onToken={setToken}
        />
      ) : null}
      {/* before hydration a native submit would put the fields into the address (GET): not sendable until then */}
      <button type="submit" className="button button--primary" disabled={sending || !hydrated}>
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
    </form>
  );
}
