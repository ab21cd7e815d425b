/** @file Valid inputs of every versioned admin resource, for the revisions, trash and write-route tests. */
import { asStaff, inDays, request } from "./helpers";

const unique = () => crypto.randomUUID().slice(0, 8);

export const inputs = {
  blog: (over: Record<string, unknown> = {}) => ({ title: `Beitrag ${unique()}`, content: "Erster Text", excerpt: "Kurz", ...over }),
  pages: (over: Record<string, unknown> = {}) => ({
    title: "Seite",
    slug: `seite-${unique()}`,
    template: "default",
    published: false,
    sections: [{ section_key: "intro", title: "Willkommen", content: "Hallo", section_type: "content", sort_order: 1 }],
    translations: [{ language: "en", title: "Page" }],
    ...over,
  }),
  team: (over: Record<string, unknown> = {}) => ({
    name: `Zoe ${unique()}`,
    email: `zoe-${unique()}@example.com`,
    position: "Data Engineer",
    bio: "Baut Datenplattformen.",
    image_url: "/images/team/zoe.svg",
    expertise: ["Spark"],
    ...over,
  }),
  events: (over: Record<string, unknown> = {}) => ({
    title: `Abend ${unique()}`,
    description: "Vorträge.",
    event_date: inDays(10),
    event_time: "18:30",
    max_participants: "25",
    location: "München",
    image_url: "",
    event_type: "own",
    status: "upcoming",
    ...over,
  }),
  translations: (over: Record<string, unknown> = {}) => ({
    key: `test.${unique()}`,
    german: "Hallo",
    english: "Hello",
    category: "test",
    ...over,
  }),
  "ai-content": (over: Record<string, unknown> = {}) => ({
    title: `Entwurf ${unique()}`,
    content_type: "blog",
    keywords: ["KI"],
    status: "draft",
    blog_content: "Erster **Text**",
    blog_excerpt: "Kurz",
    ...over,
  }),
};

/** A JSON call as staff; `version` is sent as If-Match. */
export function send(cookie: string, method: string, path: string, body?: unknown, version?: number) {
  const headers = asStaff(cookie, version === undefined ? {} : { "If-Match": `"${version}"` });
  return request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The number of revisions of one record. */
export async function revisionCount(db: D1Database, entity: string, id: string | number) {
  const row = await db
    .prepare("SELECT count(*) AS n FROM revisions WHERE entity = ? AND record_id = ?")
    .bind(entity, String(id))
    .first<{ n: number }>();
  return row?.n ?? 0;
}
