/** @file The admin area's one TanStack Query client (created in the admin chunk, never on public pages). */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // the specification: a failed load shows its error box with 'Erneut versuchen' at once. Silent retries
      // kept staff waiting 4–7 s when the server was unreachable (issue 17, item 20); the button asks again.
      retry: false,
      // offline, a load fails at once with its error box instead of waiting unseen for the connection
      networkMode: "always",
    },
    mutations: {
      // TanStack Query pauses mutations while the browser is offline: a save spun with "Abbrechen" disabled (issue 46).
      // Sent at once, it fails at once, and the editor says "Offline – wird gespeichert, ..." and retries by itself.
      networkMode: "always",
    },
  },
});
