/**
 * The post editor's English tags (issue 42): "Tags (Englisch)" beside "Tags", a row "Tags" in the "Englische Fassung"
 * panel whose proposal comes back as the comma-separated list, and `tags_en` sent as a list with the save.
 */
import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { BlogPost, Versioned } from "../../common/types";
import { PostForm } from "../../web/admin/screens/blog/post-form";
import { button, jsonResponse, polyfillDialog, renderInAdmin, settle } from "./render";

beforeAll(() => {
  window.scrollTo = () => {};
  polyfillDialog();
});

const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const badgeOf = (name: string) => document.querySelector(`.translation-panel [data-field="${name}"] .adm-badge`)?.textContent;
const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;

/** A stored draft with English text and German tags, the English tags still missing. */
const POST: Versioned<BlogPost> = {
  id: 12,
  version: 2,
  title: "Datenstrategie",
  title_en: "Data strategy",
  slug: "datenstrategie",
  slug_en: null,
  content: "Text",
  content_en: "Text EN",
  excerpt: "Kurz",
  excerpt_en: "Short",
  featured_image: null,
  category: "themen-artikel",
  content_status: "draft",
  published: false,
  published_at: null,
  scheduled_publish_date: null,
  author: "Ada",
  author_id: null,
  author_email: null,
  tags: ["Datenstrategie", "Wolke"],
  tags_en: [],
  meta_title: null,
  meta_title_en: null,
  meta_description: null,
  meta_description_en: null,
  og_image: null,
  noindex: false,
  canonical_url: null,
  translation_sources: {},
  created_at: "2030-01-01T00:00:00.000Z",
  updated_at: "2030-01-01T00:00:00.000Z",
};

describe("the post form's English tags", () => {
  it("translates the tags into 'Tags (Englisch)' as a comma list and saves them as a list", async () => {
    const saved: Record<string, unknown>[] = [];
    const translate = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? "null"));
        if (String(url).includes("/ai-content/translate")) {
          translate(body);
          return jsonResponse({
            success: true,
            source: "@cf/meta/m2m100-1.2b",
            provider_error: null,
            translated_text: "Data strategy\nCloud",
          });
        }
        if (init?.method === "PUT") saved.push(body);
        return jsonResponse({ ...POST, ...body, version: POST.version + 1 });
      }),
    );
    await renderInAdmin(<PostForm post={POST} canPublish onClose={() => {}} />);
    expect(labelOf(field("tags_en"))).toContain("Tags (Englisch)");
    expect(field("tags_en").value).toBe("");
    expect(badgeOf("tags")).toBe("EN fehlt");

    await click(button("Übersetzen (Tags)"));
    // the German tags go one a line, as the stored list
    expect(JSON.stringify(translate.mock.calls[0][0])).toContain("Datenstrategie\\nWolke");
    await click(button("Übernehmen", document.querySelector('[aria-label="Vorschlag: Tags (Englisch)"]')!));
    expect(field("tags_en").value).toBe("Data strategy, Cloud");
    expect(badgeOf("tags")).toBe("EN aktuell");

    await act(async () => document.querySelector<HTMLFormElement>("#blog-post-form")!.requestSubmit());
    await settle();
    expect(saved.at(-1)).toMatchObject({ tags: ["Datenstrategie", "Wolke"], tags_en: ["Data strategy", "Cloud"] });
  });
});
