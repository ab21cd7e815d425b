/** @file The signed-in user inside the admin layout (its route guard has loaded it; the query keeps it fresh). */
import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../../common/types";
import { sessionQuery } from "../session";

/** The current user; null only in the moment between a lost session and the redirect to the sign-in page. */
export function useSessionUser(): SessionUser | null {
  return useQuery(sessionQuery).data ?? null;
}
