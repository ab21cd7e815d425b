/** @file Creates .dev.vars with a random JWT_SECRET and TOTP_ENCRYPTION_KEY when missing (used by `npm run dev`). */
import { ensureDevVars } from "./lib/local-env.ts";

ensureDevVars();
