/** @file The admin area's one TanStack Query client (created in the admin chunk, never on public pages). */
import { QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "../api/errors";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // a 4xx will not get better by asking again
      retry: (count, err) => count < 2 && !(err instanceof ApiClientError && err.status >= 400 && err.status < 500),
    },
  },
});
