/** @file The domain's dependencies taken from a request: routes call `domainFn(depsOf(c), input)`, never pass `c` on. */
import type { Context } from "hono";
import type { AppEnv, Deps } from "../env";

export const depsOf = (c: Context<AppEnv>): Deps => ({ db: c.var.db, env: c.env, actor: c.get("user") });
