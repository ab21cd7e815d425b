/** @file Which redirects only holders of `redirects.external` may make; without zod, as the redirect rules run at a worker's start. */
import type { PermissionName } from "./permissions";

/**
 * What only holders of `redirects.external` may set (issue 44): a target on another site, and a redirect of the home
 * page (German or English), which would send every visitor elsewhere. The API answers 403 `permission_missing`.
 */
export const REDIRECTS_EXTERNAL = "redirects.external" satisfies PermissionName;
export const isExternalTarget = (target: string) => /^https?:\/\//i.test(target);
export const isHomePath = (path: string) => /^\/(en)?\/*$/.test(path);
