/** @file Team photos on the public pages (issue 42): the media library's alt text of the page's language, else the member's name. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { contentChanged, request, seed } from "./helpers";

beforeAll(async () => {
  await seed();
  const member = env.DB.prepare("INSERT INTO team_members (name, position, bio, image_url, active) VALUES (?, 'Beraterin', '', ?, 1)");
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO assets (filename, original_filename, url, mime_type, file_size, alt_text, alt_en) VALUES ('alt-portrait.jpg', 'p.jpg', '/media/alt-portrait.jpg', 'image/jpeg', 10, 'Porträt von Alina Alt im Büro', 'Portrait of Alina Alt in the office')",
    ),
    member.bind("Alina Alt", "/media/alt-portrait.jpg"),
    // a photo the library does not know
    member.bind("Bruno Bildlos", "/media/not-in-library.jpg"),
  ]);
  await contentChanged();
});

/** The alt of the team card photo of `name` on the page at `path`. */
async function photoAlt(path: string, name: string): Promise<string | undefined> {
  const html = await (await request(path)).text();
  const card = [...html.matchAll(/<article class="team-card[\s\S]*?<\/article>/g)].map((m) => m[0]).find((c) => c.includes(`>${name}<`));
  expect(card, `${path}: card of ${name}`).toBeDefined();
  return card?.match(/<img [^>]*alt="([^"]*)"/)?.[1];
}

describe("team photos' alt text", () => {
  it("is the library's German alt on the German team page and its English alt on the English one", async () => {
    expect(await photoAlt("/team", "Alina Alt")).toBe("Porträt von Alina Alt im Büro");
    expect(await photoAlt("/en/team", "Alina Alt")).toBe("Portrait of Alina Alt in the office");
  });

  it('falls back to the member\'s name when the library has no alt text, never alt=""', async () => {
    expect(await photoAlt("/team", "Bruno Bildlos")).toBe("Bruno Bildlos");
    expect(await photoAlt("/en/team", "Bruno Bildlos")).toBe("Bruno Bildlos");
  });

  it("GET /api/team gives each photo both alt texts", async () => {
    const members = (await (await request("/api/team")).json()) as {
      name: string;
      image_alt: string | null;
      image_alt_en: string | null;
    }[];
    expect(members.find((m) => m.name === "Alina Alt")).toMatchObject({
      image_alt: "Porträt von Alina Alt im Büro",
      image_alt_en: "Portrait of Alina Alt in the office",
    });
    expect(members.find((m) => m.name === "Bruno Bildlos")).toMatchObject({ image_alt: null, image_alt_en: null });
  });
});
