/**
 * @file Where a media-library file is still used (posts, pages and their sections, team, events, AI studio entries),
 * so that deleting it can say so first. A use is any stored text that contains the file's address (`/media/<key>`).
 */
import { sql } from "drizzle-orm";
import type { Deps } from "../../env";

export interface AssetUse {
  type: "blog_post" | "page" | "team_member" | "event" | "ai_content";
  id: number;
  title: string;
}

/** Every record whose image or text names the address; instr(), because D1 refuses LIKE patterns past 50 bytes. */
export async function assetUses(deps: Pick<Deps, "db">, url: string): Promise<AssetUse[]> {
  const has = (column: string) => sql.raw(`instr(coalesce(${column}, ''), `).append(sql`${url}) > 0`);
  const rows = await deps.db.all<AssetUse>(sql`
    SELECT 'blog_post' AS type, id, title FROM blog_posts
      WHERE ${has("featured_image")} OR ${has("content")} OR ${has("content_en")}
    UNION ALL SELECT 'page', p.id, p.title FROM pages p WHERE ${has("p.featured_image")}
      OR EXISTS (SELECT 1 FROM page_sections s WHERE s.page_id = p.id AND (${has("s.image_url")} OR ${has("s.content")} OR ${has("s.content_en")}))
    UNION ALL SELECT 'team_member', id, name FROM team_members WHERE ${has("image_url")}
    UNION ALL SELECT 'event', id, title FROM events WHERE ${has("image_url")}
    UNION ALL SELECT 'ai_content', id, title FROM ai_generated_content
      WHERE ${has("generated_image_url")} OR ${has("blog_content")}
    LIMIT 50`);
  return rows;
}
