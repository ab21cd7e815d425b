/**
 * @file The contact form (spec 2.11, 4, 5, 8): idle → sending (button disabled, label changes) → success
 * (confirmation with a new-message button that clears the fields) or error (message box, the form stays).
 * The privacy checkbox is required: without it an alert shows and nothing is sent; its value is not sent.
 */
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { pathFor } from "../../../common/routes";
import { useLocale, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { type ContactPayload, submitContact } from "./submit-contact";

const EMPTY: ContactPayload & { phone: string } = { name: "", email: "", phone: "", subject: "", message: "" };

type Status = { state: "idle" } | { state: "sending" } | { state: "success" } | { state: "error"; message: string };

export function ContactForm() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [status, setStatus] = useState<Status>({ state: "idle" });

  const update = (name: keyof typeof EMPTY) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!acceptTerms) {
      window.alert(t("contact.termsRequired"));
      return;
    }
    setStatus({ state: "sending" });
    const { phone, ...rest } = fields;
    const result = await submitContact({ ...rest, ...(phone.trim() ? { phone: phone.trim() } : {}) });
    if (result.ok) setStatus({ state: "success" });
    else setStatus({ state: "error", message: "text" in result ? result.text : t(result.messageId) });
  }

  function newMessage() {
    setFields(EMPTY);
    setAcceptTerms(false);
    setStatus({ state: "idle" });
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
  const field = (name: keyof typeof EMPTY, label: string, props: Record<string, unknown> = {}) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input id={`${id}-${name}`} name={name} value={fields[name]} onChange={update(name)} {...props} />
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
        <textarea id={`${id}-message`} name="message" rows={5} required value={fields.message} onChange={update("message")} />
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
          <AppLink href={pathFor("privacy", locale)}>{t("contact.termsLink")}</AppLink>
          {t("contact.termsAfter")}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
    </form>
  );
}
