/**
 * @file The kinds the "Übersetzungsstand" overview counts: one entry per kind of bilingual item (label, the permission
 * that lets a user see it, its admin list and how to read its items' states). Adding a kind is one entry here.
 */
import { asc, desc } from "drizzle-orm";
import type { PermissionName } from "../../../common/permissions";
import { fieldStates, TRANSLATABLE, type TranslationState, translationState, uiStringTexts } from "../../../common/translation";
import { ensureBuiltInTranslations } from "../../db/queries/translations";
import { blogPosts, events, pages, teamMembers, translations } from "../../db/schema";
import type { Deps } from "../../env";
import { pageTranslationStates } from "../pages/translation";
import { settingsForAdmin } from "../site/settings";

interface StatusItem {
  title: string;
  link: string;
  state: TranslationState;
}

export interface StatusKind {
  kind: string;
  label: string;
  /** Who may see the kind; null: every signed-in staff member (the UI strings are readable by all). */
  permission: PermissionName | null;
  /** The admin list; it understands `?translation=missing|stale|current`. */
  link: string;
  /** Every item with its state (the overview counts and lists them). */
  items(deps: Pick<Deps, "db">): Promise<StatusItem[]>;
}

const SETTING_LABELS: Record<(typeof TRANSLATABLE.setting.fields)[number], string> = {
  site_name: "Name der Website",
  site_description: "Beschreibung der Website",
};

type TranslatedRow = Parameters<typeof translationState>[1];

/**
 * A kind whose items are the rows of one table, each read by the shared rule (common/translation.ts); an item links to
 * itself: its list with `?edit=<id>`, which opens the item's editor (issue 42).
 */
function tableKind<Row extends TranslatedRow & { id: number }>(spec: {
  kind: "post" | "team" | "event";
  label: string;
  permission: PermissionName;
  link: string;
  rows: (db: Deps["db"]) => Promise<Row[]>;
  title: (row: Row) => string;
}): StatusKind {
  const { kind, label, permission, link } = spec;
  return {
    kind,
    label,
    permission,
    link,
    async items({ db }) {
      return (await spec.rows(db)).map((row) => {
        const state = translationState(kind, row);
        return { title: spec.title(row), link: `${link}?edit=${row.id}`, state };
      });
    },
  };
}

export const STATUS_KINDS: StatusKind[] = [
  tableKind({
    kind: "post",
    label: "Blog-Posts",
    permission: "blog.view",
    link: "/admin/blog",
    rows: (db) => db.select().from(blogPosts).orderBy(desc(blogPosts.updated_at)).all(),
    title: (p) => p.title,
  }),
  {
    kind: "page",
    label: "Seiten",
    permission: "pages.view",
    link: "/admin/pages",
    // a page with its active sections (worker/domain/pages/translation.ts, the list's own rule)
    async items({ db }) {
      const [states, rows] = await Promise.all([
        pageTranslationStates(db, undefined),
        db.select({ id: pages.id, title: pages.title }).from(pages).orderBy(asc(pages.title)).all(),
      ]);
      return rows.map((p) => {
        const state = states.get(p.id) ?? "current";
        return { title: p.title, link: `/admin/pages?edit=${p.id}`, state };
      });
    },
  },
  tableKind({
    kind: "team",
    label: "Team",
    permission: "team.view",
    link: "/admin/team",
    rows: (db) => db.select().from(teamMembers).orderBy(asc(teamMembers.name)).all(),
    title: (m) => m.name,
  }),
  tableKind({
    kind: "event",
    label: "Events",
    permission: "events.view",
    link: "/admin/events",
    rows: (db) => db.select().from(events).orderBy(desc(events.event_date)).all(),
    title: (e) => e.title,
  }),
  {
    kind: "setting",
    label: "Einstellungen",
    permission: "settings.view",
    link: "/admin/settings",
    // one item per bilingual setting: the settings are one record, but staff fix them field by field
    async items(deps) {
      const { settings, translation_sources } = await settingsForAdmin(deps);
      const values = Object.fromEntries(settings.map((s) => [s.key, s.value]));
      const states = fieldStates(values, translation_sources, TRANSLATABLE.setting.fields);
      return TRANSLATABLE.setting.fields.map((f) => ({ title: SETTING_LABELS[f], link: "/admin/settings", state: states[f] }));
    },
  },
  {
    kind: "ui_string",
    label: "UI-Texte",
    permission: null,
    link: "/admin/translations",
    async items({ db }) {
      await ensureBuiltInTranslations(db);
      const rows = await db.select().from(translations).all();
      return rows.map((row) => {
        const state = translationState("ui_string", { ...uiStringTexts(row), translation_sources: row.translation_sources });
        return { title: row.key, link: `/admin/translations?translation=${state}`, state };
      });
    },
  },
];
