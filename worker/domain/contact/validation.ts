/** @file Turns the contact schema's issues (message ids of the public catalogue) into texts in the sender's language. */
import type { z } from "zod";
import type { Locale } from "../../../common/locales";
import { type MessageId, translate } from "../../../common/messages";

const isMessageId = (id: string): id is MessageId => id.startsWith("contact.v.");

export function fieldTexts(error: z.ZodError, locale: Locale) {
  const fields: Record<string, string[]> = {};
  const form: string[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      form.push(translate(locale, "contact.v.unknownField"));
      continue;
    }
    const text = translate(locale, isMessageId(issue.message) ? issue.message : "contact.v.invalid");
    const field = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
    if (!field) form.push(text);
    else {
      const list = fields[field] ?? [];
      if (!list.includes(text)) fields[field] = [...list, text];
    }
  }
  return { fields, form: [...new Set(form)] };
}
