/** @file /blog/preview without a token: the specification's 'Kein Preview-Token gefunden'. */
import { createFileRoute } from "@tanstack/react-router";
import { PreviewError } from "../../blog/preview-page";
import { PREVIEW_TEXTS } from "../../blog/texts";

export const Route = createFileRoute("/blog/preview/")({
  head: () => ({ meta: [{ title: PREVIEW_TEXTS.unavailable }, { name: "robots", content: "noindex, nofollow" }] }),
  component: () => <PreviewError title={PREVIEW_TEXTS.unavailable} message={PREVIEW_TEXTS.noToken} />,
});
