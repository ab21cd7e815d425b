/**
 * @file The strength rule of staff passwords: zxcvbn-ts with the common, English and German dictionaries and German
 * place names (common/german-places.ts), German feedback. Large (dictionaries, about 0.8 MB gzip): the worker and the
 * admin forms import it dynamically, never a public page. The two Wikipedia word lists (another 0.45 MB gzip) are left
 * out: the common-password, common-word and name lists of both languages catch the guessable passwords, and the bundle
 * stays well within the worker limit.
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
import { PLACE_GLUE, PLACE_WORD_SET, PLACE_WORDS } from "./german-places.ts";

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

/** The words of a text, lower case ("Muster Consulting GmbH" -> muster, consulting, gmbh). */
const wordsOf = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

/** Whether `word` is known words run together ("frankfurtmuenchen", "sommerberlin"): a split into known words exists. */
function knownRun(word: string, known: (w: string) => boolean): boolean {
  // splits[i]: the first i letters split into known words
  const splits = [true];
  for (let end = 1; end <= word.length; end++) {
    splits[end] = false;
    for (let start = end - 2; start >= 0 && !splits[end]; start--) splits[end] = splits[start] && known(word.slice(start, end));
  }
  return splits[word.length];
}

/**
 * Only known words (the list above, German place names, the firm's own names) plus digits and marks ("Sommer2024!!",
 * "consulting-site-1", "Frankfurt2026!", "FrankfurtMuenchen!"): zxcvbn-ts prices "2024!!" as brute force and lets
 * such passwords pass, so this shape is refused outright. Returns the reason, or undefined for any other shape.
 */
function onlyKnownWords(password: string, firmWords: ReadonlySet<string>): string | undefined {
  const words = wordsOf(password.slice(0, 100));
  const known = (w: string) => SITE_WORD_SET.has(w) || PLACE_WORD_SET.has(w) || PLACE_GLUE.has(w) || firmWords.has(w);
  if (words.length === 0 || words.every((w) => PLACE_GLUE.has(w)) || !words.every((w) => knownRun(w, known))) return undefined;
  const place = (w: string) => PLACE_WORD_SET.has(w) || PLACE_GLUE.has(w);
  return words.some((w) => !PLACE_GLUE.has(w) && knownRun(w, place))
    ? "Ortsnamen mit Jahreszahl oder Ziffern sind leicht zu erraten."
    : "Bekannte Wörter mit Jahreszahl oder Ziffern sind leicht zu erraten.";
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
    "places-de": [...PLACE_WORDS],
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
 * How guessable `password` is, counting the account's own data (`userInputs`: e-mail, its parts, name) and the firm's
 * (`firmInputs`: company name and the other names of the site's settings, which the server passes) as known words, so
 * that the e-mail plus a digit, or the firm's name plus a year, is weak.
 */
export function passwordStrength(password: string, userInputs: string[] = [], firmInputs: string[] = []): PasswordStrength {
  const inputs = [...userInputs, ...firmInputs]
    .flatMap((input) => [input, ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .filter((w) => w.length >= 3);
  // zxcvbn's cost grows with the length; past 100 characters the first 100 decide
  const result = zxcvbn.check(password.slice(0, 100), inputs);
  const knownOnly = onlyKnownWords(password, new Set(firmInputs.flatMap(wordsOf).filter((w) => w.length >= 3)));
  if (knownOnly)
    return {
      score: Math.min(result.score, 1),
      strong: false,
      warning: knownOnly,
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
export function passwordStrengthProblem(password: string, userInputs: string[] = [], firmInputs: string[] = []): string | undefined {
  const strength = passwordStrength(password, userInputs, firmInputs);
  if (strength.strong) return undefined;
  return ["Das Passwort ist zu leicht zu erraten.", strength.warning, ...strength.suggestions].filter(Boolean).join(" ");
}
