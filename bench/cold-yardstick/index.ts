/**
 * @file The yardstick of the bench's cold-start table (issue 47): a bare Hono + React SSR worker that reads D1 the way
 * the home page does (four reads at once, then a fifth beside a batch of three) from the same seeded state, under the
 * same `wrangler dev`. Its cold / warm is what the local stack alone costs a first request that reads D1.
 */
import { Hono } from "hono";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";

type Rows = Record<string, unknown>[];

function Page({ sections }: { sections: Rows[] }) {
  return h(
    "html",
    { lang: "de" },
    h("head", null, h("title", null, "Yardstick")),
    h(
      "body",
      null,
      sections.map((rows, i) =>
        h(
          "section",
          { key: i },
          rows.map((row, j) => h("p", { key: j }, JSON.stringify(row))),
        ),
      ),
    ),
  );
}

const app = new Hono<{ Bindings: { DB: D1Database } }>();

app.get("/", async (c) => {
  const db = c.env.DB;
  const first = await Promise.all([
    db.prepare("SELECT id, to_path, status FROM redirects WHERE from_path = ?").bind(c.req.path).all(),
    db.prepare("SELECT key, value FROM site_settings").all(),
    db.prepare("SELECT key, german, english FROM translations").all(),
    db.prepare("SELECT slug, title, meta_description FROM pages WHERE published = 1").all(),
  ]);
  const [team, batch] = await Promise.all([
    db.prepare("SELECT * FROM team_members WHERE active = 1 ORDER BY id").all(),
    db.batch([
      db.prepare("SELECT * FROM page_sections ORDER BY sort_order"),
      db.prepare("SELECT * FROM events ORDER BY event_date LIMIT 3"),
      db.prepare("SELECT id, title, slug, excerpt FROM blog_posts WHERE published = 1 LIMIT 3"),
    ]),
  ]);
  const sections = [...first, team, ...batch].map((result) => result.results as Rows);
  return c.html(`<!DOCTYPE html>${renderToString(h(Page, { sections }))}`);
});

export default app;
