/**
 * @file The contact form as an island (issue 47): the server's markup of the whole page and the island's render from
 * its reduced props are the same, hydration reports nothing, the hydrated form behaves as before (privacy alert, the
 * payload, success and a new message), and the props carry only the catalogue texts the form uses.
 */
import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { Locale } from "../../common/locales";
import { buildMessages } from "../../common/messages";
import { SETTING_DEFAULTS } from "../../common/setting-defaults";
import { mount } from "../../web/islands/contact-form";
import { CONTACT_FORM_MESSAGES, ContactForm, ContactFormIsland, contactFormProps } from "../../web/pages/contact/contact-form";
import contactFormSource from "../../web/pages/contact/contact-form.tsx?raw";
import { type ContactFormEvent, onContactFormEvent } from "../../web/pages/contact/submit-contact";
import submitContactSource from "../../web/pages/contact/submit-contact.ts?raw";
import turnstileSource from "../../web/pages/contact/turnstile.tsx?raw";
import { PageProvider, type PageState } from "../../web/site/page-context";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A contact page's data as the server has it: the whole catalogue of the language, all settings, the config. */
function fullPage(locale: Locale, turnstileSiteKey = ""): PageState {
  return {
    path: locale === "en" ? "/en/contact" : "/kontakt",
    site: {
      settings: { ...SETTING_DEFAULTS, site_name: "Beispiel GmbH", site_name_en: "Example Ltd" },
      config: { siteUrl: "https://www.example.com", analyticsTagId: "G-TEST", turnstileSiteKey },
      locale,
      messages: buildMessages(locale),
      pageRecords: [],
    },
  };
}

/** The server's HTML of the island in a page, put into the document; returns the island's container. */
function serverRender(page: PageState): HTMLElement {
  document.body.innerHTML = `<main>${serverHtml(page)}</main>`;
  const root = document.querySelector<HTMLElement>('[data-island="contact-form"]');
  if (!root) throw new Error("no island container");
  return root;
}
const serverHtml = (page: PageState) =>
  renderToString(
    <PageProvider page={page}>
      <ContactFormIsland />
    </PageProvider>,
  );

/** Types into a controlled input the way React notices. */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => {
  const el = document.querySelector<T>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]');
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

let consoleError: MockInstance;
const windowErrors: unknown[] = [];
const onWindowError = (e: ErrorEvent) => windowErrors.push(e.error ?? e.message);
let unmounts: (() => void)[] = [];

beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
  windowErrors.length = 0;
  window.addEventListener("error", onWindowError);
});
afterEach(() => {
  for (const off of unmounts) off();
  unmounts = [];
  window.removeEventListener("error", onWindowError);
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** Hydrates the island like boot.ts does and waits for its effects. */
async function hydrate(root: HTMLElement) {
  // mount() keeps no handle on its root (boot.ts never unmounts); each test starts from a fresh document instead
  await act(async () => mount(root));
}

describe("the contact form island", () => {
  for (const [locale, key] of [
    ["de", ""],
    ["en", ""],
    ["de", "0x4AAAAAAA-test"],
  ] as const) {
    it(`renders the same markup from its props as in the page and hydrates without a mismatch (${locale}${key ? ", Turnstile" : ""})`, async () => {
      const page = fullPage(locale, key);
      const root = serverRender(page);
      const props = JSON.parse(root.dataset.props ?? "");
      expect(props).toEqual(contactFormProps(page));
      const fromProps = renderToString(
        <PageProvider page={props as PageState}>
          <ContactForm />
        </PageProvider>,
      );
      // the very HTML the server sends (the document's own serialisation of it differs in void tags)
      expect(serverHtml(page)).toMatch(/^<div data-island="contact-form" data-island-when="load" data-props="[^"]*">/);
      expect(serverHtml(page).replace(/^<div [^>]*>/, "")).toBe(`${fromProps}</div>`);
      expect(root.querySelector(".turnstile") !== null).toBe(key !== "");
      expect(root.querySelector<HTMLAnchorElement>(".form-check a")?.getAttribute("href")).toBe(
        locale === "en" ? "/en/privacy" : "/datenschutz",
      );
      // before hydration the form cannot be sent (a native submit would be a GET with the fields in the address)
      expect(submitButton()?.disabled).toBe(true);

      await hydrate(root);
      expect(consoleError).not.toHaveBeenCalled();
      expect(windowErrors).toEqual([]);
      expect(submitButton()?.disabled).toBe(false);
      expect(document.getElementById("contact-name")).toBe(field("name"));
    });
  }

  it("without the privacy box: an alert, nothing sent; with it: the payload, the success state and a new message", async () => {
    const root = serverRender(fullPage("de"));
    await hydrate(root);
    const events: ContactFormEvent[] = [];
    unmounts.push(onContactFormEvent((e) => events.push(e)) as () => void);
    const alert = vi.fn();
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal("alert", alert);
    vi.stubGlobal("fetch", fetchMock);

    act(() => {
      type(field("name"), "Erika Mustermann");
      type(field("email"), "erika@example.com");
      type(field("subject"), "Projektanfrage");
      type(field<HTMLTextAreaElement>("message"), "Wir suchen Hilfe.");
    });
    expect(events).toEqual([{ type: "form_start" }]);
    await act(async () => submitButton()?.click());
    await settle();
    expect(alert).toHaveBeenCalledWith("Bitte stimmen Sie der Datenschutzerklärung zu.");
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => field("acceptTerms").click());
    await act(async () => submitButton()?.click());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    const payload = JSON.parse(String(init.body));
    expect(payload).toMatchObject({
      name: "Erika Mustermann",
      email: "erika@example.com",
      subject: "Projektanfrage",
      message: "Wir suchen Hilfe.",
      website: "",
      language: "de",
    });
    expect(typeof payload.elapsed_ms).toBe("number");
    expect(payload).not.toHaveProperty("acceptTerms");
    expect(payload).not.toHaveProperty("phone");
    expect(payload).not.toHaveProperty("turnstile_token");
    expect(events).toEqual([{ type: "form_start" }, { type: "form_submit" }]);
    expect(root.querySelector('[role="status"] h3')?.textContent).toBe("Nachricht erfolgreich gesendet!");

    const newMessage = [...root.querySelectorAll("button")].find((b) => b.textContent === "Neue Nachricht schreiben");
    act(() => newMessage?.click());
    expect(field("name").value).toBe("");
    expect(field<HTMLTextAreaElement>("message").value).toBe("");
    expect(field("acceptTerms").checked).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the server's error box and field texts in the island's language", async () => {
    const root = serverRender(fullPage("en"));
    await hydrate(root);
    const body = { error: "Please check your entries.", details: { fields: { name: ["Please enter your name."] } } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    act(() => {
      type(field("name"), " ");
      type(field("email"), "john@example.com");
      type(field("subject"), "Project");
      type(field<HTMLTextAreaElement>("message"), "Help.");
      field("acceptTerms").click();
    });
    await act(async () => submitButton()?.click());
    await settle();
    expect(root.querySelector('[role="alert"] strong')?.textContent).toBe("Error sending message");
    expect(root.querySelector('[role="alert"] p')?.textContent).toBe("Please check your entries.");
    expect(field("name").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("contact-name-error")?.textContent).toBe("Please enter your name.");
  });

  it("a catalogue error text (network) comes from the props", async () => {
    const root = serverRender(fullPage("de"));
    await hydrate(root);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    act(() => {
      type(field("name"), "Erika");
      type(field("email"), "erika@example.com");
      type(field("subject"), "Anfrage");
      type(field<HTMLTextAreaElement>("message"), "Hallo");
      field("acceptTerms").click();
    });
    await act(async () => submitButton()?.click());
    await settle();
    expect(root.querySelector('[role="alert"] p')?.textContent).toBe(buildMessages("de")["contact.err.network"]);
  });

  it("the props carry only the texts, settings and config the form reads", () => {
    const page = fullPage("de", "site-key");
    const props = contactFormProps(page);
    expect(Object.keys(props.site.messages).sort()).toEqual([...CONTACT_FORM_MESSAGES].sort());
    expect(Object.keys(props.site.messages).length).toBeLessThan(Object.keys(page.site.messages).length / 5);
    expect(props.site.settings).toEqual({ site_name: "Beispiel GmbH", site_name_en: "Example Ltd" });
    expect(props.site.config).toEqual({ turnstileSiteKey: "site-key" });
    expect(Object.keys(props).sort()).toEqual(["path", "site"]);
    expect(Object.keys(props.site).sort()).toEqual(["config", "messages", "settings"]);
  });

  it("every catalogue id the form or its call names is in the props' list", () => {
    const sources = [contactFormSource, submitContactSource, turnstileSource];
    const named = new Set(sources.flatMap((text) => [...text.matchAll(/"(contact\.[\w.]+)"/g)].map((m) => m[1])));
    expect(named.size).toBeGreaterThan(10);
    for (const id of named) expect(CONTACT_FORM_MESSAGES as readonly string[]).toContain(id);
  });
});
