/** @file The Hono app: middleware, the JSON API under /api, and server-rendered pages for everything else. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { LinearRouter } from "hono/router/linear-router";
import { createDb } from "./db/client";
import type { AppEnv } from "./env";
import { previewPage } from "./http/preview-page";
import { countRedirectHits, serveRedirects } from "./http/redirects";
import { advanceOnAdminWrite } from "./lib/content-version";
import { discardUnreadBody } from "./lib/discard-body";
import { edgeCache } from "./lib/edge-cache";
import { ApiError, handleError, notFoundResponse } from "./lib/errors";
import { lazy } from "./lib/lazy";
import { requestLog } from "./lib/request-log";
import { requireUsableSecret } from "./lib/secret-check";
import { securityHeaders } from "./lib/security-headers";
import { lazySubApp } from "./lib/sub-app";
import { feedRoutes } from "./routes/public/feed";
import { mediaRoutes } from "./routes/public/media";
// the blog adds its posts to the sitemap
import "./domain/blog/sitemap";
import { renderPublicPage } from "./public-render";
import { seoRoutes } from "./routes/public/seo";

const API_BODY_LIMIT = 1024 * 1024;
/** Asset uploads: several files of up to 10 MB each (each checked on its own) in one request. */
const UPLOAD_BODY_LIMIT = 40 * 1024 * 1024;
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});
const tooLarge = () => {
  throw new ApiError(413, "payload_too_large", "Die Anfrage ist zu groß.");
};

// a few dozen routes (the API's are in their own apps): a linear scan has nothing to build on a cold isolate's first
// request, where the default router compiles its matcher first (issue 32)
export const app = new Hono<AppEnv>({ router: new LinearRouter() });

app.use("*", discardUnreadBody, requireUsableSecret, requestLog, securityHeaders, async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});

const apiBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
const uploadBodyLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
app.use("/api/*", (c, next) =>
  c.req.method === "POST" && c.req.path === "/api/admin/assets" ? uploadBodyLimit(c, next) : apiBodyLimit(c, next),
);

// answers that depend on the session must never be kept by a browser or proxy cache
app.use("/api/admin/*", noStore);
app.use("/api/auth/*", noStore);
// every successful admin write may change public output: the cached pages' key moves on
app.use("/api/admin/*", advanceOnAdminWrite);
// public GET answers: rendered once per content version, then served from the edge cache
// a redirect answer (cached or not) counts its hit after it has gone; page answers pass untouched
app.use("*", countRedirectHits);
app.use("*", edgeCache);
// behind the cache, so only on a miss: redirects and 410s before rendering, 404s into the 404 log
app.use("*", serveRedirects);

// the JSON API is loaded with its first request (worker/lib/lazy.ts): a rendered page or a cached answer evaluates none
// of it; sign-in and the admin API, most of the worker's code, are a module of their own
const staffApi = lazySubApp(lazy("staff-api", () => import("./routes/staff-api").then((m) => m.staffApi)));
const publicApi = lazySubApp(lazy("public-api", () => import("./routes/api").then((m) => m.publicApi)));
// (a path pattern "/x/*" covers "/x" itself)
app.all("/api/auth/*", staffApi);
app.all("/api/admin/*", staffApi);
app.all("/api/*", publicApi);

app.route("/media", mediaRoutes);
app.route("/", seoRoutes);
app.route("/", feedRoutes);
// previews show unpublished text: never cached, never indexed (DESIGN.md, security facts)
app.use("/blog/preview/*", previewPage);
// the admin area and previews are a TanStack Router app (loaded on their first request); public pages are plain HTML
const routerRender = lazy("router-render", () => import("./ssr").then((m) => m.renderPage));
const ROUTER_PAGE = /^\/(admin|blog\/preview)(\/|$)/;
app.get("*", async (c) => (ROUTER_PAGE.test(c.req.path) ? (await routerRender())(c) : renderPublicPage(c)));

app.onError(handleError);
app.notFound(notFoundResponse);
