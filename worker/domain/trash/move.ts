/**
 * @file Moving a record to the trash: in the delete's own batch, the record's whole state goes into `trash` (built by
 * SQLite, like a revision's snapshot) and the public addresses it had answer 410 through the redirects table, before
 * the record leaves its table. Public reads and lists therefore stay exactly as they are (no `deleted_at` filter).
 */
import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { PermissionName } from "../../../common/permissions";
import { redirects, trash } from "../../db/schema";
import type { Deps } from "../../env";

/** The kinds of record the trash holds: their German name, who may see them and who may delete / restore them. */
export const TRASH_TYPES = {
  blog_post: { label: "Blog-Post", view: "blog.view", remove: "blog.delete" },
  page: { label: "Seite", view: "pages.view", remove: "pages.delete" },
  team_member: { label: "Team-Mitglied", view: "team.view", remove: "team.delete" },
  event: { label: "Event", view: "events.view", remove: "events.delete" },
  ai_content: { label: "AI-Inhalt", view: "blog.create", remove: "blog.create" },
  asset: { label: "Asset", view: "assets.view", remove: "assets.manage" },
} as const satisfies Record<string, { label: string; view: PermissionName; remove: PermissionName }>;

export type TrashEntity = keyof typeof TRASH_TYPES;

export interface TrashInput {
  entity: TrashEntity;
  id: number;
  title: string;
  /** The record as one JSON object, an SQL expression evaluated before the record's rows are deleted. */
  snapshot: SQL;
  /** Public addresses that answer 410 while the record is in the trash. */
  gonePaths?: string[];
}

/** The statements to put FIRST into the delete's batch (they read the record before it goes). */
export function trashStatements(
  deps: Pick<Deps, "db" | "actor" | "now">,
  input: TrashInput,
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const db = deps.db;
  const paths = input.gonePaths ?? [];
  return [
    db.insert(trash).values({
      entity: input.entity,
      record_id: String(input.id),
      title: input.title,
      snapshot: sql`json(${input.snapshot})` as unknown as Record<string, unknown>,
      gone_paths: paths,
      deleted_by_id: deps.actor?.id ?? null,
      deleted_by: deps.actor ? deps.actor.name || deps.actor.email : "System",
      deleted_at: (deps.now ?? new Date()).toISOString(),
    }),
    ...paths.map((from_path) =>
      db
        .insert(redirects)
        .values({ from_path, to_path: null, status: 410, source: "trash" })
        // a redirect staff made from that address keeps its place
        .onConflictDoNothing({ target: redirects.from_path }),
    ),
  ];
}
