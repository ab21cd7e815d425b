/**
 * @file Settings input: the settings form and PUT /api/admin/settings validate with the same schema (it lives in
 * common/settings.ts; the public site imports only common/setting-defaults.ts, which has no zod).
 */
export { settingsUpdateSchema } from "../settings";
export const HOMEPAGE_COUNT_MIN = 1;
export const HOMEPAGE_COUNT_MAX = 10;

export const SETTINGS_SAVED = "Einstellungen erfolgreich gespeichert";
export const SETTINGS_BANNER_MS = 3000;
