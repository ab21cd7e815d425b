/**
 * @file The one hook every save of a versioned record goes through: the version guard before the write, the version
 * bump and the revision after it, all in the write's own D1 batch (so no save can skip them, and none half-happens);
 * and the one rule for a save that changes nothing (it writes nothing: `changesNothing`).
 */
import type { Deps } from "../../env";
import { type RevisionInput, revisionStatements } from "./revisions";
import { assertCurrentVersion, versionBump, versionGuard } from "./versions";

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

/** A value as JSON with object keys sorted, so that two objects that differ only in key order count as the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The fields of `next` whose value differs from `previous` (all given ones on create); undefined means "left as is". */
export function changedFields(previous: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter(
    (key) => key !== "updated_at" && next[key] !== undefined && (!previous || !same(previous[key], next[key])),
  );
}

/**
 * The rule for a save that changes nothing (issue 46): when `changed` (every stored value the save would write that
 * differs from the stored one, internal ones such as translation sources included) is empty, the save writes nothing
 * at all: no version bump, no revision, no audit row, no `updated_at`. The caller then answers the record as it is,
 * at its unchanged version. A stale `expected` is still 409 edit_conflict, as for any other save. Answers whether the
 * save is such a no-op; every versioned update path asks this before its batch.
 */
export async function changesNothing(
  deps: Pick<Deps, "db">,
  input: { ref: { entity: string; id: number | string }; expected?: number; loadCurrent: () => Promise<unknown> },
  changed: readonly string[],
): Promise<boolean> {
  if (changed.length) return false;
  await assertCurrentVersion(deps, input.ref, input.expected, input.loadCurrent);
  return true;
}
