/**
 * @file The one hook every save of a versioned record goes through: the version guard before the write, the version
 * bump and the revision after it, all in the write's own D1 batch (so no save can skip them, and none half-happens).
 */
import type { Deps } from "../../env";
import { type RevisionInput, revisionStatements } from "./revisions";
import { versionBump, versionGuard } from "./versions";

export interface ChangeInput extends RevisionInput {
  /** The version the editor loaded (`If-Match`); undefined on create and for the system's own writes. */
  expected?: number;
}

/**
 * The statements around a save: put `before` first in the batch and `after` behind the write (before or after its
 * audit row), then run the batch inside catchEditConflict (./versions.ts).
 */
export function changeStatements(deps: Pick<Deps, "db" | "actor" | "now">, input: ChangeInput) {
  return {
    before: versionGuard(deps, input.ref, input.expected),
    after: [versionBump(deps, input.ref), ...revisionStatements(deps, input)] as const,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `next` whose value differs from `previous` (all given ones on create); undefined means "left as is". */
export function changedFields(previous: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter(
    (key) => key !== "updated_at" && next[key] !== undefined && (!previous || !same(previous[key], next[key])),
  );
}
