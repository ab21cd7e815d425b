/**
 * @file Redirects on the public site, in two middlewares around the edge cache (worker/app.ts):
 * - `serveRedirects` runs behind the cache, so only when it missed: one read of the path's redirect while the page
 *   renders; a redirect (301/302 with Location, or 410) replaces the rendered page and is marked so the cache keeps it
 *   like a page; and a 404 rendered for a page is counted in the 404 log (path and referring host only; bounded per
 *   client and per day, worker/domain/redirects/serve.ts).
 * - `countRedirectHits` runs in front of the cache: an answer marked as a redirect (cached or not) counts one hit after
 *   the answer has gone. A page answer costs nothing: "a redirect adds no D1 query to a cached page hit".
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { countRedirectHit, logNotFound, redirectFor } from "../domain/redirects/serve";
import type { AppEnv } from "../env";

const REDIRECT_ID = "X-Redirect-Id";
/** Paths that are not pages of the site. */
const NOT_PAGES = /^\/(api|admin|media|cdn-cgi|assets)(\/|$)|\.(xml|txt|js|css|png|jpe?g|svg|webp|ico|json|map|woff2?)$/i;

const later = (c: Context<AppEnv>, work: Promise<unknown>) => {
  const done = work.catch((err) => console.error(JSON.stringify({ level: "warn", where: "redirects", message: String(err) })));
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    // no execution context (app.request in a test): the promise just runs
  }
};

function goneHtml(path: string) {
  const en = path.startsWith("/en/");
  const [title, text, home, href] = en
    ? ["Page removed", "This page has been removed.", "Go to the home page", "/en"]
    : ["Seite entfernt", "Diese Seite gibt es nicht mehr.", "Zur Startseite", "/"];
  return `<!doctype html><html lang="${en ? "en" : "de"}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="${href}">${home}</a></p></body></html>`;
}

export const serveRedirects = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || NOT_PAGES.test(c.req.path)) return next();
  const deps = { db: c.var.db };
  // the page renders while its redirect is looked up: a miss (nearly every request) waits for one round trip less,
  // and a redirected path throws its render away
  const lookup = redirectFor(deps, c.req.path).catch(() => undefined);
  const rendered = next();
  const redirect = await lookup;
  await rendered;
  if (redirect) {
    c.set("servedRedirect", true);
    // what the thrown-away render fell back to says nothing about the redirect
    c.set("degradedRender", false);
    const headers = { [REDIRECT_ID]: String(redirect.id), "Content-Type": "text/html; charset=utf-8" };
    c.res = undefined;
    c.res =
      redirect.status === 410 || !redirect.to
        ? c.body(goneHtml(c.req.path), 410, headers)
        : c.body(null, redirect.status as 301 | 302, { ...headers, Location: redirect.to });
    return;
  }
  // after the answer, and never its undoing: the visitor's 404 is the same whether or not the log takes the hit
  if (c.res.status === 404)
    later(c, logNotFound({ ...deps, env: c.env }, c.req.path, c.req.header("referer"), c.req.header("cf-connecting-ip")));
});

export const countRedirectHits = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const id = Number(c.res.headers.get(REDIRECT_ID));
  if (id) later(c, countRedirectHit({ db: c.var.db }, id));
});
