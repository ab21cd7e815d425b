/**
 * @file Response types (and the audit query schema) of the admin dashboard, diagnostics and audit log.
 *
 * API (every route needs a session):
 *   GET /api/admin/dashboard     any signed-in staff -> DashboardResponse (real figures; current vs previous 30 days)
 *   GET /api/admin/diagnostics   any signed-in staff -> DiagnosticsResponse (D1 query, KV write/read/delete, R2 head)
 *   GET /api/admin/audit         audit.view -> AuditPage; query: page (1..), per_page (1..100, default 50),
 *                                entity?, entity_id?, user_id?, action?  (newest first)
 */
import { z } from "zod";

/** One dashboard tile: the value now and the value as it was 30 days ago (page views: this 30-day window vs the one before). */
export interface DashboardTile {
  value: number;
  previous: number;
  /** value - previous */
  change: number;
  /** Rounded percent change against previous; null when previous is 0. */
  change_percent: number | null;
}

/** A blog post an editor marked 'Review'. */
export interface ReviewPost {
  id: number;
  title: string;
  author: string | null;
  updated_at: string;
}

export interface DashboardResponse {
  /** Page views in the last 30 days vs the 30 days before. */
  page_views: DashboardTile;
  /** Active team members now vs active members that already existed 30 days ago. */
  team_members: DashboardTile;
  /** Events from today on (not closed) vs events that were upcoming 30 days ago. */
  upcoming_events: DashboardTile;
  /** Published pages now vs published pages that already existed 30 days ago. */
  published_pages: DashboardTile;
  /** Blog posts waiting for someone who may publish (status review, newest change first, at most 10); null without blog.publish. */
  posts_in_review: ReviewPost[] | null;
  period_days: 30;
  generated_at: string;
}

export interface DiagnosticCheck {
  ok: boolean;
  /** Wall time of the check in milliseconds. */
  ms: number;
  /** What was done, e.g. "SELECT id FROM blog_posts LIMIT 1". */
  operation: string;
  /** Present when ok is false. */
  error?: { code?: string; message: string; hint?: string };
  /** Check-specific facts, e.g. { rows: 1 } or { probe_object_exists: false }. */
  details?: Record<string, unknown>;
}

export interface DiagnosticsResponse {
  ok: boolean;
  checked_at: string;
  checks: { d1: DiagnosticCheck; kv: DiagnosticCheck; r2: DiagnosticCheck };
  /** Unexpected errors recorded in the last 7 days (browser and worker), newest first, at most 20. */
  recent_errors: {
    id: number;
    source: "client" | "worker";
    request_id: string | null;
    message: string;
    url: string | null;
    created_at: string;
  }[];
  /** The same 7 days grouped by source and message: how often each error happened and when last (most frequent first, at most 20). */
  error_counts: { source: "client" | "worker"; message: string; count: number; last_at: string }[];
  /** The last good backup (docs/backup.md): when it finished, its age, and a warning when it is older than two days or missing. */
  backup: { last_ok_at: string | null; age_hours: number | null; warning: boolean };
}

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  entity: z.string().trim().min(1).max(50).optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(50).optional(),
  // decimal digits only, as every id of a path or query (worker/lib/validate.ts, decimalId): "0x10" or "+1" is a 400
  user_id: z
    .string()
    .regex(/^[1-9][0-9]*$/, "Eine ID ist eine ganze Zahl ab 1, nur aus Ziffern")
    .refine((v) => Number.isSafeInteger(Number(v)), "Diese ID ist zu groß")
    .transform(Number)
    .optional(),
});

interface AuditEntryRecord {
  id: number;
  user_id: number | null;
  user_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
}

export interface AuditPage {
  items: AuditEntryRecord[];
  page: number;
  per_page: number;
  total: number;
}
