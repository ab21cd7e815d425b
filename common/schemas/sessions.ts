/**
 * @file 'Meine Sitzungen': the signed-in user's own sessions, and an admin ending all sessions of an account.
 *
 * API
 *   GET    /api/auth/sessions            signed in -> StaffSession[] (live sessions of the own account, newest first)
 *   DELETE /api/auth/sessions/:id        signed in -> 204 (ends one own session; the current one clears the cookie) | 404
 *   POST   /api/auth/sessions/end-all    signed in -> 204 ('überall abmelden': every session of the own account, this one too)
 *   POST   /api/admin/users/:id/end-sessions  users.edit -> 204 (every session of that account)
 * Sessions keep device class, OS, browser family and country, never an IP address or the raw user agent.
 */
import { z } from "zod";

export const sessionIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, "Unbekannte Sitzung") });

export interface StaffSession {
  id: string;
  /** The session this request was made with. */
  current: boolean;
  device_type: "desktop" | "mobile" | "tablet";
  os: string;
  browser: string;
  /** ISO 3166 country code of the edge that saw the sign-in, or null. */
  country: string | null;
  created_at: string;
  last_seen_at: string;
}
