/** @file The one 403 for a missing permission (`permission_missing`): route middleware and in-handler rules use it. */
import type { SessionUser } from "../../common/types";
import { ApiError } from "./errors";

interface DenyOptions {
  /** The message; default: `Sie benötigen die Berechtigung "x.y".` naming the first missing permission. */
  message?: string;
  /** List every missing permission in `details.missing_permissions` (default: the first in `details.permission`). */
  listAll?: boolean;
}

/** Throws 403 `permission_missing` unless the user holds every permission in `needed`. */
export function assertHolds(user: Pick<SessionUser, "permissions">, needed: readonly string[], options: DenyOptions = {}) {
  const missing = needed.filter((p) => !user.permissions.includes(p));
  if (!missing.length) return;
  const message = options.message ?? `Sie benötigen die Berechtigung "${missing[0]}".`;
  throw new ApiError(403, "permission_missing", message, options.listAll ? { missing_permissions: missing } : { permission: missing[0] });
}
