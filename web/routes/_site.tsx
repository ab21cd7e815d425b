/** @file Pathless layout of every public page: the site shell around the page; the 404 inside the shell. */
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { NotFoundContent } from "../site/shell/not-found";
import { SiteShell } from "../site/shell/site-shell";

export const Route = createFileRoute("/_site")({
  component: SiteLayout,
  notFoundComponent: NotFoundContent,
});

function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
