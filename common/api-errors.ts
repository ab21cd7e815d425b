/**
 * @file The machine codes of the API's error bodies `{ error, code, details? }` (DESIGN.md, API contract).
 * `error` is German prose for people; clients decide on `code` only.
 */

export const API_ERROR_CODES = [
  /** 400: the input failed its schema or a rule of the resource; `details.fields` / `details.form` say where. */
  "validation_failed",
  /** 400: the body is not parseable JSON. */
  "invalid_json",
  /** 400: a multipart body that cannot be read. */
  "invalid_form_data",
  /** 400: a write that names nothing to change. */
  "no_changes",
  /** 400 (several files refused for different reasons) - `details.errors` per file. */
  "upload_failed",
  /** 401: no valid session. */
  "not_signed_in",
  /** 401: wrong e-mail or password at sign-in. */
  "invalid_credentials",
  /** 401: a preview link that is forged, revoked or whose maker lost access. */
  "preview_invalid",
  /** 401: a preview link past its 24 hours. */
  "preview_expired",
  /** 403: the signed-in user lacks a permission (`details.permission` or `details.missing_permissions`). */
  "permission_missing",
  /** 403: the session was opened with a temporary password and may only change it (POST /api/auth/password). */
  "password_change_required",
  /** 403: signed in with the password; the TOTP code (POST /api/auth/totp/verify) is still to come. */
  "second_factor_required",
  /** 403: the role demands a TOTP second factor; it must be set up (/api/auth/totp/setup, /enable) first. */
  "totp_enrolment_required",
  /** 400: the TOTP or recovery code is wrong, expired or used already. */
  "invalid_code",
  /** 400: the passkey ceremony's challenge is unknown, used already or past its 5 minutes: start again. */
  "passkey_challenge_invalid",
  /** 400 (registration) / 401 (sign-in): the passkey's answer does not verify (origin, RP ID, signature, counter), the passkey is unknown or its account deactivated. */
  "passkey_invalid",
  /** 401: the temporary password is past its 72 hours or was used for a sign-in already; an admin issues a new one. */
  "temporary_password_expired",
  /** 403: a state-changing request (or a WebSocket) from another origin. */
  "foreign_origin",
  /** 426: a WebSocket address (an editor's presence) asked without `Upgrade: websocket`. */
  "upgrade_required",
  /** 403/409: staff may not change, deactivate or delete their own account's role or their own role. */
  "self_change_refused",
  /** 403: the first-run setup token is missing, wrong or not configured. */
  "setup_token_invalid",
  /** 404: no such record or route. */
  "not_found",
  /** 409: the slug is taken. */
  "slug_taken",
  /** 409: the e-mail address is taken. */
  "email_taken",
  /** 409: the (role) name is taken. */
  "name_taken",
  /** 409: the (translation) key is taken. */
  "key_taken",
  /** 409: a page's section keys clash. */
  "section_key_taken",
  /** 409: the change would leave no active admin account. */
  "last_admin",
  /** 409: the change would leave no role holding roles.manage or users.edit. */
  "last_permission_holder",
  /** 409: the slug's old address redirects elsewhere; send `?reuse_slug=true` to take it back (the redirect is removed). */
  "slug_redirects",
  /** 400: the redirect would point (through others) back to its own path. */
  "redirect_loop",
  /** 409: the asset is still used (`details.used_in` names where); send `?force=true` to delete it anyway. */
  "asset_in_use",
  /** 409: the built-in roles admin and viewer cannot be renamed or deleted (admin: nor lose permissions). */
  "role_protected",
  /** 409: the first admin exists already: setup is closed. */
  "setup_done",
  /**
   * 409: the record changed since the editor loaded it (the `If-Match` version is stale); nothing was saved.
   * `details`: `version` (now), `changed_at`, `changed_by`, `current` (the record as stored now).
   */
  "edit_conflict",
  /** 428: an update of a versioned resource without the version it was loaded at (`If-Match`). */
  "version_required",
  /** 400: the `If-Match` header is not a version this API issued. */
  "invalid_version",
  /** 409: any other constraint the stored data puts on the write. */
  "conflict",
  /** 400: Turnstile is configured and the contact form sent no token. */
  "turnstile_missing",
  /** 400: Turnstile answered that the contact form's token is invalid (or spent, or for another host). */
  "turnstile_failed",
  /** 413: the body or a file is too large. */
  "payload_too_large",
  /** 415: the body or a file is of a type the route does not take. */
  "unsupported_media_type",
  /** 429: too many attempts; `Retry-After` and `details.retry_after` say how long to wait. */
  "rate_limited",
  /** 429: the site's monthly AI token budget (AI_MONTHLY_TOKEN_BUDGET) is used up; `Retry-After` = next month. */
  "ai_budget_exceeded",
  /** 500: an unexpected failure; `details.request_id` finds it in the log. */
  "internal_error",
  /** 503: a store the request needs is unavailable for now; `Retry-After` and `details.retry_after` say when to try again. */
  "service_unavailable",
  /** 503: the deployment lacks a usable JWT_SECRET (worker/lib/secret-check.ts). */
  "server_misconfigured",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The one JSON error shape of the API. */
export interface ApiErrorBody {
  error: string;
  code: ApiErrorCode;
  details?: unknown;
}
