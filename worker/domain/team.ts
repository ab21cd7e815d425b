/** @file Team: the public read (active members ordered by name; `limit` for the home page), photos with their alt texts. */
import type { PublicTeamMember } from "../../common/types";
import { listActiveTeam } from "../db/queries/team";
import type { Deps } from "../env";
import { libraryAlts } from "./media/alt-in-text";

/**
 * Without `translation_sources`: the editors' bookkeeping of the translation status is no business of the public (issue
 * 42). Each photo carries the media library's German and English alt text (null where the library has none).
 */
export async function activeTeam(deps: Pick<Deps, "db" | "env">, limit?: number): Promise<PublicTeamMember[]> {
  const members = (await listActiveTeam(deps.db, limit)).map(({ translation_sources: _internal, ...member }) => member);
  const photos = members.map((m) => m.image_url);
  const [de, en] = photos.some(Boolean)
    ? await Promise.all([libraryAlts(deps, photos, "de"), libraryAlts(deps, photos, "en")])
    : [new Map<string, string>(), new Map<string, string>()];
  return members.map((m) => ({
    ...m,
    image_alt: (m.image_url && de.get(m.image_url)) || null,
    image_alt_en: (m.image_url && en.get(m.image_url)) || null,
  }));
}
