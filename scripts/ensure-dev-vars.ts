/** @file Creates .dev.vars with a random JWT_SECRET when it is missing (used by `npm run dev`). */
import { ensureDevVars } from "./lib/local-env.ts";

ensureDevVars();
