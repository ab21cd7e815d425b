/**
 * @file The one rule for constraint failures: a unique (or other) constraint that slipped past a route's own checks
 * (e.g. two saves at once) becomes the route's 409, never a 500.
 */
import type { Db } from "../env";

/** A constraint failure's text as D1 reports it (the message, or the cause drizzle wraps). */
const failureText = (err: unknown) => (err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : "");

const UNIQUE_FAILED = /UNIQUE constraint failed/i;

/**
 * Runs `work`; a failure whose text matches one of `rules` (checked in order) is replaced by that rule's error.
 * Anything else is rethrown unchanged.
 */
export async function conflictOnConstraint<T>(work: () => Promise<T>, rules: [RegExp, () => Error][]): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const text = failureText(err);
    const rule = rules.find(([pattern]) => pattern.test(text));
    throw rule ? rule[1]() : err;
  }
}

/** Runs the writes as one D1 batch; any unique-constraint failure (a lost race after our own check) becomes `onConflict`. */
export const batchOrConflict = (db: Db, onConflict: () => Error, batch: Parameters<Db["batch"]>[0]) =>
  conflictOnConstraint(() => db.batch(batch), [[UNIQUE_FAILED, onConflict]]);
