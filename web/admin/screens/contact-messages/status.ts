/** @file Labels and badge tones of the inbox states, and the reply link (mailto with the subject prefilled). */
import type { ContactMessageRecord } from "../../../../common/schemas/contact-messages";
import type { Tone } from "../../ui/badge";

export const STATUS_FILTERS = [
  { value: "", label: "Alle" },
  { value: "unread", label: "Ungelesen" },
  { value: "read", label: "Gelesen" },
  { value: "handled", label: "Erledigt" },
  { value: "spam", label: "Spam" },
] as const;

export function statusBadge(m: Pick<ContactMessageRecord, "status" | "spam">): { label: string; tone: Tone } {
  if (m.spam) return { label: "Spam", tone: "danger" };
  if (m.status === "unread") return { label: "Ungelesen", tone: "info" };
  if (m.status === "handled") return { label: "Erledigt", tone: "success" };
  return { label: "Gelesen", tone: "neutral" };
}

/** `mailto:` to the sender with the subject prefilled as "Re: <subject>". */
export const replyLink = (m: Pick<ContactMessageRecord, "email" | "subject">) =>
  `mailto:${encodeURIComponent(m.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
