/** @file Text escaped for XML documents (sitemap, RSS feeds). */

export const escapeXml = (text: string) =>
  text
    .replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!)
    // characters XML 1.0 does not allow at all
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what must be stripped
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
