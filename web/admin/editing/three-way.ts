/**
 * @file The three-way merge of an edit conflict (issue 46): each field that differs between my form and the stored
 * record is judged against the version I loaded (the base). Changed only by the colleague: theirs; only by me: mine;
 * by both: no preset, the editor chooses.
 */
import { differingFields } from "./field-diff";

export type ChangedBy = "mine" | "theirs" | "both";
export type Side = "mine" | "theirs";

export interface FieldMerge {
  field: string;
  changedBy: ChangedBy;
  /** The side preset for the field; undefined when both changed it. */
  preset: Side | undefined;
}

/** The fields (of `labels`) where mine and theirs differ, with who changed each since the base. */
export function threeWayMerge(base: object, mine: object, theirs: object, labels: Record<string, string>): FieldMerge[] {
  const changedByMe = new Set(differingFields(mine, base, labels));
  const changedByThem = new Set(differingFields(theirs, base, labels));
  return differingFields(mine, theirs, labels).map((field) => {
    const me = changedByMe.has(field);
    const them = changedByThem.has(field);
    // a field neither changed cannot differ; if it does (a base from before a reload), it is treated as changed by both
    const changedBy: ChangedBy = me && !them ? "mine" : them && !me ? "theirs" : "both";
    return { field, changedBy, preset: changedBy === "both" ? undefined : changedBy };
  });
}
