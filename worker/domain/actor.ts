/** @file The staff member a write is done by: every domain write that records who acted asks for it here. */
import type { SessionUser } from "../../common/types";
import type { Deps } from "../env";

/** The acting staff member; a domain write called without one is a programming error, not a client's. */
export function actorOf(deps: Pick<Deps, "actor">): SessionUser {
  if (!deps.actor) throw new Error("domain write without an actor");
  return deps.actor;
}
