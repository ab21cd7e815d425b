/** @file Issuing a preview link of a post (any status) for 24 hours, audited. */
import type { BlogPost } from "../../db/schema";
import type { Deps } from "../../env";
import { recordAudit } from "../../lib/audit";
import { actorOf } from "../actor";
import { issuePreviewToken } from "./preview";

export async function issuePostPreview(deps: Deps, post: BlogPost) {
  const issued = await issuePreviewToken(deps.env, post.id, actorOf(deps).id);
  await recordAudit(deps, { action: "preview-link", entity: "blog_post", entityId: post.id, details: { expires_at: issued.expires_at } });
  return issued;
}
