/** @file The "Übersetzungsstand" overview: per kind the user may see, its counts and the first items that need work. */
import type { TranslationOverviewKind, TranslationOverviewResponse } from "../../../common/schemas/translation-overview";
import type { Deps } from "../../env";
import { STATUS_KINDS } from "./registry";

const ITEMS_MAX = 20;

export async function translationOverview(deps: Pick<Deps, "db">, permissions: readonly string[]): Promise<TranslationOverviewResponse> {
  const visible = STATUS_KINDS.filter((k) => k.permission === null || permissions.includes(k.permission));
  const kinds = await Promise.all(
    visible.map(async (k): Promise<TranslationOverviewKind> => {
      const items = await k.items(deps);
      const counts = { missing: 0, stale: 0, current: 0 };
      for (const item of items) counts[item.state]++;
      // "EN fehlt" first: an item without English is worse than one whose English is older
      const todo = [...items.filter((i) => i.state === "missing"), ...items.filter((i) => i.state === "stale")];
      return {
        kind: k.kind,
        label: k.label,
        link: k.link,
        counts,
        items: todo.slice(0, ITEMS_MAX).map((i) => ({ title: i.title, link: i.link, state: i.state as "missing" | "stale" })),
        more: Math.max(0, todo.length - ITEMS_MAX),
      };
    }),
  );
  return { kinds };
}
