/** @file The contact form's island (issue 47): hydrates the server-rendered form on its own, from its `data-props`. */
import { hydrateRoot } from "react-dom/client";
import { ContactForm, type ContactFormProps } from "../pages/contact/contact-form";
import { PageProvider, type PageState } from "../site/page-context";

export function mount(root: HTMLElement): void {
  const props = JSON.parse(root.dataset.props ?? "{}") as ContactFormProps;
  // the form reads only the part of the page data that contactFormProps keeps
  const page = props as PageState;
  hydrateRoot(
    root,
    <PageProvider page={page}>
      <ContactForm />
    </PageProvider>,
  );
}
