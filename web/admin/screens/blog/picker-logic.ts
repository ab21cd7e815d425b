/** @file Pure helpers of the image picker: searching the library and inserting Markdown at the cursor. */
import type { LibraryAsset } from "../../queries/assets";

/** Search over file name, alt text and tags, case-insensitive. */
export function matchesSearch(asset: LibraryAsset, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [asset.file_name, asset.alt_text, ...asset.tags].some((text) => text.toLowerCase().includes(needle));
}

/** Inserts `![alt](url)` into a text at the cursor (selection replaced); returns the new text and cursor position. */
export function insertImageMarkdown(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  asset: Pick<LibraryAsset, "url" | "alt_text" | "file_name">,
) {
  const alt = (asset.alt_text || asset.file_name.replace(/\.[^.]+$/, "")).replace(/[[\]]/g, "");
  const snippet = `![${alt}](${asset.url})`;
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  // an image on its own line reads better in the Markdown source
  const lead = before && !before.endsWith("\n") ? "\n" : "";
  const trail = after && !after.startsWith("\n") ? "\n" : "";
  const inserted = lead + snippet + trail;
  return { text: before + inserted + after, cursor: before.length + lead.length + snippet.length };
}
