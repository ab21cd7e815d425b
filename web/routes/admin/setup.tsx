/** @file /admin/setup: the first-run screen that creates the first admin with the token `npm start` prints. */
import { createFileRoute } from "@tanstack/react-router";
import { SetupScreen } from "../../admin/screens/setup";

export const Route = createFileRoute("/admin/setup")({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token.slice(0, 200) } : { token: undefined },
  head: () => ({ meta: [{ title: "Einrichtung – Admin" }] }),
  component: SetupScreen,
});
