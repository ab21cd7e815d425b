/**
 * @file First-run setup under /api/auth/setup: creates the first admin account of a fresh installation with the
 * one-time token that `npm start` prints (SETUP_TOKEN), then signs it in. Closed for good once any account exists,
 * so the token works at most once. Contract in common/schemas/auth.ts (setupSchema).
 */
import { Hono } from "hono";
import { setupSchema } from "../../common/schemas/auth";
import { createFirstAdmin, hasAccounts } from "../domain/account/setup";
import type { AppEnv } from "../env";
import { depsOf } from "../http/deps";
import { issueSession, sameOriginWrites } from "../http/session";
import { validate } from "../lib/validate";

export const setupRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ needed: !(await hasAccounts(c.var.db)), token_configured: Boolean(c.env.SETUP_TOKEN) }))
  .post("/", sameOriginWrites, validate("json", setupSchema), async (c) => {
    const { user, session_epoch } = await createFirstAdmin(depsOf(c), c.req.valid("json"));
    c.set("user", user);
    await issueSession(c, { id: user.id, session_epoch });
    return c.json({ user }, 201);
  });
