/** @file /admin/ai-content: the AI content studio (blog.create; generation also needs ai.use on the server). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { AiContentScreen } from "../../../admin/screens/ai-content/ai-content-screen";

export const Route = createFileRoute("/admin/_authed/ai-content")({
  beforeLoad: ({ context }) => requirePermission(context.user, "blog.create"),
  head: () => ({ meta: [{ title: "AI Content – Admin" }] }),
  component: AiContentScreen,
});
