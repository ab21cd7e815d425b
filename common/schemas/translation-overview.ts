/** @file Contract of GET /api/admin/translation-status: per kind of bilingual item its counts and the items that need work. */
import type { TranslationState } from "../translation";

interface TranslationOverviewItem {
  title: string;
  /** The admin screen that edits it. */
  link: string;
  state: Exclude<TranslationState, "current">;
}

export interface TranslationOverviewKind {
  kind: string;
  label: string;
  /** The kind's admin list; `?translation=<state>` filters it. */
  link: string;
  counts: Record<TranslationState, number>;
  /** The items "EN fehlt" or "EN veraltet" (first ones only, see `more`). */
  items: TranslationOverviewItem[];
  more: number;
}

export interface TranslationOverviewResponse {
  kinds: TranslationOverviewKind[];
}
