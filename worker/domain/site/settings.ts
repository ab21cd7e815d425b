/** @file Site settings: the stored `{ key, value }` rows (public API, page loaders) and the same resolved once over their defaults. */

import { resolveSettings } from "../../../common/settings";
import type { SettingRow } from "../../../common/types";
import { listSettings } from "../../db/queries/settings";
import type { Deps } from "../../env";

export const settingRows = (deps: Pick<Deps, "db">): Promise<SettingRow[]> => listSettings(deps.db);

/** Every setting with its default where none is stored (the feeds, the sitemap, anything rendered on the server). */
export const siteSettings = async (deps: Pick<Deps, "db">) => resolveSettings(await settingRows(deps));
