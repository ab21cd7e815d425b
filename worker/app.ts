/** @file The Hono app: middleware, the JSON API under /api, and server-rendered pages for everything else. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { createDb } from "./db/client";
import type { AppEnv } from "./env";
import { discardUnreadBody } from "./lib/discard-body";
import { ApiError, errorResponse, handleError } from "./lib/errors";
import { previewPage } from "./lib/preview-page";
import { requestLog } from "./lib/request-log";
import { requireUsableSecret } from "./lib/secret-check";
import { securityHeaders } from "./lib/security-headers";
import { analyticsRoutes, analyticsSessionRoutes } from "./routes/public/analytics";
import { blogRoutes } from "./routes/public/blog";
import { contentRoutes } from "./routes/public/content";
import { eventsRoutes } from "./routes/public/events";
import { feedRoutes } from "./routes/public/feed";
import { mediaRoutes } from "./routes/public/media";
import { messagesRoutes } from "./routes/public/messages";
import { pagesRoutes } from "./routes/public/pages";
import { settingsRoutes } from "./routes/public/settings";
import { teamRoutes } from "./routes/public/team";
import { translationsRoutes } from "./routes/public/translations";
// the blog adds its posts to the sitemap
// the blog adds its posts to the sitemap
import "./seo/blog-sitemap";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { seoRoutes } from "./routes/public/seo";
import { renderPage } from "./ssr";

const API_BODY_LIMIT = 1024 * 1024;
/** Asset uploads: several files of up to 10 MB each (each checked on its own) in one request. */
const UPLOAD_BODY_LIMIT = 40 * 1024 * 1024;
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});
const tooLarge = () => {
  throw new ApiError(413, "Die Anfrage ist zu groß.");
};

export const app = new Hono<AppEnv>();

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

const api = new Hono<AppEnv>()
  .route("/team", teamRoutes)
  .route("/settings", settingsRoutes)
  .route("/pages", pagesRoutes)
  .route("/events", eventsRoutes)
  .route("/translations", translationsRoutes)
  .route("/messages", messagesRoutes)
  .route("/content", contentRoutes)
  .route("/blog", blogRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/analytics-session", analyticsSessionRoutes)
  .route("/auth", authRoutes)
  .route("/admin", adminRoutes);

app.route("/api", api);
app.all("/api/*", (c) => errorResponse(c, 404, { error: "Nicht gefunden" }));

app.route("/media", mediaRoutes);
app.route("/", seoRoutes);
app.route("/", feedRoutes);
// previews show unpublished text: never cached, never indexed (DESIGN.md, security facts)
app.use("/blog/preview/*", previewPage);
app.get("*", (c) => renderPage(c));

app.onError(handleError);
app.notFound((c) => errorResponse(c, 404, { error: "Nicht gefunden" }));
