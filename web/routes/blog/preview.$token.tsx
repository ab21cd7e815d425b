/** @file /blog/preview/{token}: the post behind a preview link, without the public header and footer; never indexed. */
import { createFileRoute } from "@tanstack/react-router";
import { PreviewError, PreviewPage } from "../../blog/preview-page";
import { PREVIEW_TEXTS } from "../../blog/texts";

export const Route = createFileRoute("/blog/preview/$token")({
  loader: ({ context, params }) => context.data.getBlogPreview(params.token),
  // a preview must always show the current text
  staleTime: 0,
  // the code-split errorComponent makes the browser wrap this match in Suspense; the server must do the same to hydrate
  wrapInSuspense: true,
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.status === "ok" ? `Vorschau: ${loaderData.post.title}` : "Preview nicht verfügbar" },
      { name: "robots", content: "noindex, nofollow" },
    ],
  }),
  component: () => <PreviewPage result={Route.useLoaderData()} />,
  errorComponent: ({ error }) => (
    <PreviewError
      title={PREVIEW_TEXTS.unavailable}
      message={PREVIEW_TEXTS.loadError.replace(
        "{status}",
        String((error as { status?: number; message?: string }).status ?? (error as Error).message),
      )}
    />
  ),
});
