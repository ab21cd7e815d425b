/** @file 'Meine Sitzungen' (/api/auth/sessions): the own live sessions, ending one or all. */
import { queryOptions } from "@tanstack/react-query";
import { authApi, options, read } from "../../api/client";
import { ADMIN_KEY, useInvalidatingMutation } from "./shared";

const sessionKeys = { all: [...ADMIN_KEY, "own-sessions"] as const };

export const ownSessionsQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: ({ signal }) => read(authApi.sessions.$get(undefined, options(signal, true))),
});

export const useEndSession = () =>
  useInvalidatingMutation(
    (id: string) => read(authApi.sessions[":id"].$delete({ param: { id } }, options(undefined, true))),
    [sessionKeys.all],
  );

/** 'überall abmelden': every session of the own account, this one too. */
export const useEndAllSessions = () =>
  useInvalidatingMutation(() => read(authApi.sessions["end-all"].$post(undefined, options(undefined, true))), [sessionKeys.all]);
