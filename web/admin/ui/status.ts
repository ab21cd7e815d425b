/** @file The one mapping from a record's state to its badge tone, for every admin list. */
import type { Tone } from "./badge";

const STATUS_TONES = {
  // publishing (pages, blog posts)
  published: "success",
  scheduled: "info",
  review: "warning",
  draft: "neutral",
  archived: "neutral",
  // accounts and team members
  active: "success",
  inactive: "neutral",
  available: "success",
  busy: "warning",
  // events
  upcoming: "success",
  open: "warning",
  full: "warning",
  closed: "warning",
  // kinds
  own: "info",
  partner: "neutral",
  // staff roles
  admin: "danger",
  editor: "info",
} as const satisfies Record<string, Tone>;

type StatusName = keyof typeof STATUS_TONES;

/** The tone of a state; unknown states (e.g. a custom role) are neutral. */
export const statusTone = (status: string): Tone => STATUS_TONES[status as StatusName] ?? "neutral";
