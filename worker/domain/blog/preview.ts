/**
 * @file Blog preview links: a signed token (jose, audience blog-preview, subject = post id) whose id is also stored
 * in KV with a 24 h TTL. Both must agree, so a token cannot be forged, pointed at another post, outlive its day,
 * or survive the deletion of its post (deleting a post removes its KV entries). The KV entry names the account that
 * made the link: once that account is deactivated or deleted, its links stop working.
 */
import { eq } from "drizzle-orm";
import { PREVIEW_TTL_SECONDS } from "../../../common/blog";
import { adminUsers, type BlogPost, blogPosts } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { checkToken, signToken } from "../../lib/jwt";

const kvKey = (postId: number, tokenId: string) => `blog-preview:${postId}:${tokenId}`;

export async function issuePreviewToken(env: Bindings, postId: number, makerId: number) {
  const tokenId = crypto.randomUUID();
  const token = await signToken(env.JWT_SECRET, "blog-preview", String(postId), { jti: tokenId }, PREVIEW_TTL_SECONDS);
  await env.KV.put(kvKey(postId, tokenId), String(makerId), { expirationTtl: PREVIEW_TTL_SECONDS });
  return { token, expires_at: new Date(Date.now() + PREVIEW_TTL_SECONDS * 1000).toISOString() };
}

export type PreviewResolution = { status: "ok"; post: BlogPost } | { status: "invalid" | "expired" | "not_found" };

/** Why a preview link shows nothing, in the words the API and the preview page use. */
export const PREVIEW_MESSAGES = {
  invalid: "Ungültiger Preview-Token",
  expired: "Preview-Link ist abgelaufen (24 Stunden Limit)",
  not_found: "Blog Post nicht gefunden",
} as const;

/** Longer tokens are refused unread (ours are a few hundred characters). */
const MAX_TOKEN_LENGTH = 2000;

export async function resolvePreviewToken(env: Bindings, db: Db, token: string): Promise<PreviewResolution> {
  if (token.length > MAX_TOKEN_LENGTH) return { status: "invalid" };
  const check = await checkToken(env.JWT_SECRET, "blog-preview", token);
  if (!check.ok) return { status: check.reason };
  const postId = Number(check.claims.sub);
  const tokenId = check.claims.jti;
  if (!Number.isInteger(postId) || postId <= 0 || typeof tokenId !== "string") return { status: "invalid" };
  const [maker, post] = await Promise.all([
    env.KV.get(kvKey(postId, tokenId)),
    db.select().from(blogPosts).where(eq(blogPosts.id, postId)).get(),
  ]);
  if (!post) return { status: "not_found" };
  if (maker === null || !(await isActiveAccount(db, Number(maker)))) return { status: "invalid" };
  return { status: "ok", post };
}

async function isActiveAccount(db: Db, userId: number) {
  if (!Number.isInteger(userId)) return false;
  const row = await db.select({ active: adminUsers.active }).from(adminUsers).where(eq(adminUsers.id, userId)).get();
  return row?.active === true;
}

/** Revokes every preview link of a post (on delete). */
export async function revokePreviewTokens(env: Bindings, postId: number) {
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ prefix: `blog-preview:${postId}:`, cursor });
    await Promise.all(page.keys.map((k) => env.KV.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
