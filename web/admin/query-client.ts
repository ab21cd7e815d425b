/** @file The admin area's one TanStack Query client (created in the admin chunk, never on public pages). */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // the specification: a failed load shows its error box with 'Erneut versuchen' at once. Silent retries
      // kept staff waiting 4–7 s when the server was unreachable (issue 17, item 20); the button asks again.
      retry: false,
    },
  },
});
