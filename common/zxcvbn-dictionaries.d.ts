/** @file Types of the single zxcvbn-ts dictionary files that common/password-strength.ts imports one by one. */
declare module "@zxcvbn-ts/language-de/dist/translations.esm.js" {
  const translations: import("@zxcvbn-ts/core").TranslationKeys;
  export default translations;
}
declare module "@zxcvbn-ts/language-de/dist/*" {
  const words: string[];
  export default words;
}
declare module "@zxcvbn-ts/language-en/dist/*" {
  const words: string[];
  export default words;
}
declare module "@zxcvbn-ts/language-common/dist/*" {
  const words: string[];
  export default words;
}
