/**
 * @file The adapter between the contact form's event hook (`onContactFormEvent`, web/pages/contact/submit-contact.ts)
 * and the tracker's FormEventSource. Imported only together with the tracker (after consent), never by the shell.
 */
import { onContactFormEvent } from "../pages/contact/submit-contact";
import type { FormEventSource } from "./tracker";

export const contactFormEvents: FormEventSource = (listener) => {
  const off = onContactFormEvent((e) =>
    listener(
      e.type === "form_error"
        ? { type: "form_error", form: "contact", error: e.error }
        : { type: e.type, form: "contact", success: e.type === "form_submit" ? true : undefined },
    ),
  );
  return () => {
    off();
  };
};
