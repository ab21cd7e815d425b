/**
 * @file The server's check of every password that is set (setup, password change): the length rule of the shared
 * schema plus the strength rule of common/password-strength.ts, loaded on first use so that its dictionaries cost
 * nothing at worker start-up. The firm's names from the settings (site name in both languages, the glossary's firm and
 * product names) count as known words, as the account's own data do.
 */
import { glossaryTerms } from "../../../common/setting-defaults";
import type { Deps } from "../../env";
import { fieldError } from "../../lib/errors";
import { lazy } from "../../lib/lazy";
import { siteSettings } from "../site/settings";

const strength = lazy("password-strength", () => import("../../../common/password-strength"));

/** The settings' names of the firm that a guesser would try first ("Muster Consulting GmbH", "Muster Consulting"). */
async function firmNames(deps: Pick<Deps, "db">): Promise<string[]> {
  const settings = await siteSettings(deps);
  return [settings.site_name, settings.site_name_en, ...glossaryTerms(settings.translation_glossary)];
}

/**
 * 400 with the German feedback under `field` unless `password` is hard to guess, also given the account's own data and
 * the firm's names and towns.
 */
export async function assertStrongPassword(
  deps: Pick<Deps, "db">,
  field: string,
  password: string,
  account: { email: string; name?: string },
) {
  const [{ passwordStrengthProblem }, firm] = await Promise.all([strength(), firmNames(deps)]);
  const problem = passwordStrengthProblem(password, [account.email, account.name ?? ""], firm);
  if (problem) throw fieldError(field, problem);
}
