/**
 * @file The strength rule of staff passwords: zxcvbn-ts with the common, English and German dictionaries, German
 * feedback. Large (dictionaries, about 0.8 MB gzip): the worker and the admin forms import it dynamically, never a
 * public page. The two Wikipedia word lists (another 0.45 MB gzip) are left out: the common-password, common-word
 * and name lists of both languages catch the guessable passwords, and the bundle stays well within the worker limit.
 */
/// <reference path="./zxcvbn-dictionaries.d.ts" />
import { type OptionsGraph, ZxcvbnFactory } from "@zxcvbn-ts/core";
import adjacencyGraphs from "@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs";
import diceware from "@zxcvbn-ts/language-common/dist/diceware.json.mjs";
import commonPasswords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import deCommonWords from "@zxcvbn-ts/language-de/dist/commonWords.json.esm.js";
import deFirstnames from "@zxcvbn-ts/language-de/dist/firstnames.json.esm.js";
import deLastnames from "@zxcvbn-ts/language-de/dist/lastnames.json.esm.js";
import deTranslations from "@zxcvbn-ts/language-de/dist/translations.esm.js";
import enCommonWords from "@zxcvbn-ts/language-en/dist/commonWords.json.mjs";
import enFirstnames from "@zxcvbn-ts/language-en/dist/firstnames.json.mjs";
import enLastnames from "@zxcvbn-ts/language-en/dist/lastnames.json.mjs";

/**
 * Words that guessers try first against a German firm's site and that zxcvbn's lists rank too low or lack: the
 * company and site names, "password" in both languages, seasons and months (as in "Sommer2024!!", with the year),
 * greetings and German keyboard walks (qwertz rows). Ranked by their place in this list.
 */
const SITE_WORDS = [
  "passwort",
  "password",
  "kennwort",
  "muster",
  "consulting",
  "consultingsite",
  "site",
  "mustergmbh",
  "musterconsulting",
  "beratung",
  "admin",
  "willkommen",
  "welcome",
  "geheim",
  "sommer",
  "winter",
  "herbst",
  "fruehling",
  "frühling",
  "summer",
  "autumn",
  "spring",
  "fall",
  ...["januar", "februar", "maerz", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
  ...["january", "february", "march", "may", "june", "july", "october", "december"],
  "qwertz",
  "qwertzu",
  "qwertzui",
  "qwertzuiop",
  "asdfgh",
  "asdfghjkl",
  "yxcvbn",
  "yxcvbnm",
  "ytrewq",
  "montag",
  "freitag",
  "start",
  "login",
  "zugang",
];
const SITE_WORD_SET = new Set(SITE_WORDS);

/**
 * Only known words of the list above plus digits and marks ("Sommer2024!!", "consulting-site-1", "Passwort123!"):
 * zxcvbn-ts prices "2024!!" as brute force and lets such passwords pass, so this shape is refused outright.
 */
function onlySiteWords(password: string) {
  const words = password.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.length > 0 && words.every((w) => SITE_WORD_SET.has(w));
}

/** zxcvbn's score (0–4) a password must reach: 3 = "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  translations: deTranslations,
  graphs: adjacencyGraphs as unknown as OptionsGraph,
  dictionary: {
    "passwords-common": commonPasswords,
    "diceware-common": diceware,
    "commonWords-en": enCommonWords,
    "firstnames-en": enFirstnames,
    "lastnames-en": enLastnames,
    "commonWords-de": deCommonWords,
    "firstnames-de": deFirstnames,
    "lastnames-de": deLastnames,
    "site-de-en": SITE_WORDS,
  },
});

export interface PasswordStrength {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** Whether the password meets the rule. */
  strong: boolean;
  /** German: why it is weak (or null) and what would help. */
  warning: string | null;
  suggestions: string[];
}

/**
 * How guessable `password` is, counting the account's own data (e-mail, its parts, name) as known words, so that the
 * e-mail plus a digit is weak.
 */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const inputs = userInputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length >= 3);
  // zxcvbn's cost grows with the length; past 100 characters the first 100 decide
  const result = zxcvbn.check(password.slice(0, 100), inputs);
  if (onlySiteWords(password))
    return {
      score: Math.min(result.score, 1),
      strong: false,
      warning: "Bekannte Wörter mit Jahreszahl oder Ziffern sind leicht zu erraten.",
      suggestions: ["Verwenden Sie mehrere ungewöhnliche Wörter."],
    };
  return {
    score: result.score,
    strong: result.score >= MIN_SCORE,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/** The German message for a password that fails the strength rule, or undefined. */
export function passwordStrengthProblem(password: string, userInputs: string[] = []): string | undefined {
  const strength = passwordStrength(password, userInputs);
  if (strength.strong) return undefined;
  return ["Das Passwort ist zu leicht zu erraten.", strength.warning, ...strength.suggestions].filter(Boolean).join(" ");
}
