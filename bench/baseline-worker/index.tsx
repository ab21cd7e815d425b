/**
 * @file The yardstick of `npm run bench`'s startup figures (issue 32): a bare Hono + React SSR worker, one route that
 * streams a small React page. Built and profiled by `wrangler check startup` in the same run as the real worker.
 */
import { Hono } from "hono";
import { renderToReadableStream } from "react-dom/server";

function Page({ path }: { path: string }) {
  return (
    <html lang="de">
      <head>
        <title>Baseline</title>
      </head>
      <body>
        <h1>Hallo</h1>
        <p>{path}</p>
      </body>
    </html>
  );
}

const app = new Hono();
app.get(
  "*",
  async (c) => new Response(await renderToReadableStream(<Page path={c.req.path} />), { headers: { "content-type": "text/html" } }),
);

export default app;
