/**
 * @file Alt texts of media-library pictures in both languages (issue 31): when a picture may go on a public page, the
 * brief an AI suggestion starts from, and the template suggestion made from the file name without a model.
 */
import { templateTranslation } from "./ai-templates.ts";

/** What a suggestion knows: the file's name and what the library and the editor say about it. */
export interface AltTextBrief {
  file_name: string;
  description: string;
  tags: string[];
  /** Where the picture is going, e.g. the post's title. */
  context: string | null;
}

export interface AltTexts {
  alt_text: string;
  alt_en: string;
}

/** "team-foto_muenchen-2024.jpg" -> "Team foto muenchen 2024": words of the file name, without extension or upload ids. */
export function fileNameWords(fileName: string): string {
  const words = fileName
    .replace(/\.[a-z0-9]+$/i, "")
    // camera and upload names carry no meaning, wherever they stand: IMG_1234, DSC0042, DSCN0042, PXL_20240101_...,
    // GOPR0042, MVIMG_..., WhatsApp's IMG-20240101-WA0001, long numbers and hex ids
    .replace(/(^|[\s_.-])(img|dscn?|dcim|pxl|photo|gopr|mvimg|wa)[_-]?\d+/gi, "$1")
    .split(/[\s_.-]+/)
    .filter((w) => w && !/^\d{5,}$/.test(w) && !/^(?=.*\d)[0-9a-f]{8,}$/i.test(w));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The suggestion without a model: the file name's words (else the description), English through the glossary. */
export function templateAltText(brief: AltTextBrief): AltTexts {
  const german = (fileNameWords(brief.file_name) || brief.description.trim() || brief.context?.trim() || "Bild").slice(0, 300);
  return {
    alt_text: german,
    alt_en: templateTranslation({ text: german, source_language: "de", target_language: "en", context: "general" }),
  };
}
