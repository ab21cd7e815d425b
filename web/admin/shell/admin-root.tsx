/// <reference types="vite/client" />
/**
 * @file Root of the admin area (/admin/*, rendered only in the browser): the query client, toasts and the admin
 * stylesheet. Everything imported here lands in the admin chunks, never on a public page.
 */

import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { setUnauthorizedHandler } from "../../api/client";
import { sessionLostWhileEditing } from "../editing/session-watch";
import { queryClient } from "../query-client";
import { sessionQuery } from "../session";
// linked rather than imported: a CSS import would make every lazy admin chunk carry Vite's preload helper,
// which then lands in the public entry chunk; React hoists this link into <head> and waits for it before showing
import adminStylesheet from "../styles.css?url";
import { ToastProvider } from "../ui";

export function AdminRoot() {
  const router = useRouter();
  useEffect(() => {
    // a 401 from any admin call: the session ended (expired, signed out elsewhere, deactivated)
    setUnauthorizedHandler(() => {
      const { pathname, searchStr } = router.state.location;
      if (pathname === "/admin/login") return;
      // an open edit form signs in again in place (web/admin/editing): its text must not be navigated away from
      if (sessionLostWhileEditing()) return;
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
      void router.navigate({ to: "/admin/login", search: { redirect: pathname + searchStr } });
    });
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <link rel="stylesheet" href={adminStylesheet} precedence="admin" />
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
