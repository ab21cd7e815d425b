/** Admin forms on react-form: the shared schema's errors and the server's field errors appear under their fields. */
import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TeamForm } from "../../web/admin/screens/team-form";
import { polyfillDialog, renderInAdmin } from "./render";

beforeAll(polyfillDialog);

/** Types into a controlled input the way React notices. */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) => {
  const ids = field(name).getAttribute("aria-describedby") ?? "";
  return ids
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains("adm-field__error"))?.textContent;
};
const submit = async () => {
  await act(async () => {
    document.querySelector<HTMLFormElement>("#team-form")!.requestSubmit();
    await new Promise((r) => setTimeout(r, 0));
  });
};

describe("the team form (react-form + the shared schema)", () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderInAdmin(<TeamForm member={null} onClose={() => {}} />);
    await submit();
    expect(errorOf("name")).toBe("Pflichtfeld");
    expect(errorOf("expertise")).toBe("Bitte mindestens ein Fachgebiet angeben");
    expect(fetch).not.toHaveBeenCalled();
    // fixed, it is sent
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 201, headers: { "content-type": "application/json" } })),
    );
    act(() => {
      type(field("name"), "Ada");
      type(field("email"), "ada@example.com");
      type(field("position"), "Beraterin");
      type(field("image_url"), "/media/ada.jpg");
      type(field("expertise"), "Daten");
      type(field("bio"), "Bio");
    });
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(errorOf("name")).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors of a 400 under their fields, and sends again after a fix", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: "Ungültige Eingabe",
            code: "validation_failed",
            details: { fields: { email: ["E-Mail bereits vergeben"] } },
          }),
          { status: 400, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    const onClose = vi.fn();
    await renderInAdmin(<TeamForm member={null} onClose={onClose} />);
    act(() => {
      type(field("name"), "Ada");
      type(field("email"), "ada@example.com");
      type(field("position"), "Beraterin");
      type(field("image_url"), "/media/ada.jpg");
      type(field("expertise"), "Daten, KI");
      type(field("bio"), "Bio");
    });
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      expertise: ["Daten", "KI"],
    });
    expect(errorOf("email")).toBe("E-Mail bereits vergeben");
    expect(errorOf("name")).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
    // a second attempt is sent again (the server's error does not block the form)
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows German texts for rules that name no message of their own (issue 42: not zod's English defaults)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderInAdmin(<TeamForm member={null} onClose={() => {}} />);
    act(() => {
      type(field("name"), "Ada");
      // a well-formed address over the 254 characters of the schema's `.max(254)`
      type(field("email"), `ada@${"b".repeat(250)}.de`);
      type(field("position"), "Beraterin");
      type(field("image_url"), "/media/ada.jpg");
      type(field("expertise"), "Daten");
      type(field("bio"), "Bio");
    });
    await submit();
    expect(errorOf("email")).toBe("Höchstens 254 Zeichen");
    expect(errorOf("name")).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
