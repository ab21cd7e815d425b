/**
 * @file Markdown through a plain-text translator (issue 42): a translation model such as m2m100 sees only the text
 * between the markup, so headings, lists, emphasis, links, images, code, tables, URLs and glossary terms come back
 * exactly as written; a link's text and an image's alt text are translated as segments of their own.
 */

/** A piece of the text: markup kept as it is, or text to translate. */
type Piece = { keep: string } | { text: string };

/** Above this many characters a segment goes to the model in sentence groups (m2m100 generates at most ~200 tokens). */
const SEGMENT_MAX = 400;

const FENCE = /^\s*(`{3,}|~{3,})/;
/** Lines that are markup alone: a thematic break, a table's alignment row, an HTML block, a link reference definition. */
const MARKUP_LINE = /^\s*(?:([-*_])(?:\s*\1){2,}\s*$|\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$|<[^>]+>\s*$|\[[^\]]+\]:\s)/;
/** A line's block prefix: indentation, block quotes, a heading's hashes, a list bullet or number, a task box. */
const BLOCK_PREFIX = /^\s*(?:>\s*)*(?:#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+)?/;
/**
 * Inline markup kept as it is: code spans, the brackets and target of a link or image (`![`, `[`, `](url "title")`),
 * autolinks and bare URLs, HTML tags, emphasis and strike markers, table pipes, hard breaks.
 */
const INLINE_MARKUP =
  /`+[^`]*`+|!?\[|\]\([^)\s]*(?:\s+"[^"]*")?\)|\]|<[^>\s]+>|https?:\/\/[^\s<>)\]]+|\*{1,3}|(?<![\p{L}\d])_{1,3}|_{1,3}(?![\p{L}\d])|~~|\||\\$/gu;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pieces of one line's inline content; glossary terms are markup too (never sent). */
function inlinePieces(line: string, keep: RegExp | null): Piece[] {
  const pieces: Piece[] = [];
  const pattern = keep ? new RegExp(`${INLINE_MARKUP.source}|${keep.source}`, "gu") : new RegExp(INLINE_MARKUP.source, "gu");
  let at = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: line.slice(at, match.index) });
    pieces.push({ keep: match[0] });
    at = match.index + match[0].length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at) });
  return pieces;
}

/** The text split into markup (kept) and text pieces; pieces without a letter are kept too. */
function markdownPieces(markdown: string, glossary: readonly string[] = []): Piece[] {
  const terms = [...glossary].filter(Boolean).sort((a, b) => b.length - a.length);
  const keep = terms.length ? new RegExp(terms.map(escapeRe).join("|"), "u") : null;
  const pieces: Piece[] = [];
  let fence: string | null = null;
  const lines = markdown.split("\n");
  lines.forEach((line, i) => {
    const eol = i < lines.length - 1 ? "\n" : "";
    const opener = FENCE.exec(line)?.[1];
    if (fence || opener || MARKUP_LINE.test(line) || !line.trim()) {
      if (opener && !fence) fence = opener[0];
      else if (opener && fence && opener[0] === fence) fence = null;
      pieces.push({ keep: line + eol });
      return;
    }
    const prefix = BLOCK_PREFIX.exec(line)?.[0] ?? "";
    if (prefix) pieces.push({ keep: prefix });
    pieces.push(...inlinePieces(line.slice(prefix.length), keep));
    if (eol) pieces.push({ keep: eol });
  });
  return pieces.map((p) => ("text" in p && !/\p{L}/u.test(p.text) ? { keep: p.text } : p));
}

/** A long segment in groups of whole sentences, each at most SEGMENT_MAX characters where a sentence allows. */
function sentenceGroups(text: string): string[] {
  if (text.length <= SEGMENT_MAX) return [text];
  const groups: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+/)) {
    const last = groups.length - 1;
    if (last >= 0 && groups[last].length + sentence.length + 1 <= SEGMENT_MAX) groups[last] += ` ${sentence}`;
    else groups.push(sentence);
  }
  return groups;
}

/**
 * Translates the text pieces of `markdown` with `translate` (one call per segment, each distinct segment once, at most
 * `parallel` at a time) and puts the markup back around them; the spaces around a segment stay as they were.
 */
export async function translateMarkdown(
  markdown: string,
  translate: (segment: string) => Promise<string>,
  options: { glossary?: readonly string[]; parallel?: number } = {},
): Promise<string> {
  const pieces = markdownPieces(markdown, options.glossary);
  const segments = [...new Set(pieces.flatMap((p) => ("text" in p ? sentenceGroups(p.text.trim()) : [])))];
  const done = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < segments.length) {
      const segment = segments[next++];
      done.set(segment, (await translate(segment)).trim());
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel ?? 4, segments.length) }, worker));
  return pieces
    .map((p) => {
      if ("keep" in p) return p.keep;
      const core = p.text.trim();
      const lead = p.text.slice(0, p.text.indexOf(core));
      const trail = p.text.slice(p.text.indexOf(core) + core.length);
      return (
        lead +
        sentenceGroups(core)
          .map((s) => done.get(s) ?? s)
          .join(" ") +
        trail
      );
    })
    .join("");
}
