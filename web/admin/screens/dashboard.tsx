/**
 * @file Dashboard (/admin): four tiles with real figures and their change against the previous 30 days, the blog
 * posts waiting in review (for staff who may publish), the open translations (from the Übersetzungsstand overview), and
 * the denial notice.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import type { DashboardTile, ReviewPost } from "../../../common/schemas/admin";
import { dashboardQuery } from "../queries/dashboard";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { TranslationTile } from "../translation/translation-tile";
import { Banner, formatDateTime, LoadError, PageHeader, Spinner, TIME_ZONE_LABEL } from "../ui";
import { MessagesTile } from "./contact-messages/inbox-widgets";

const DEFAULT_DENIAL = "Sie haben keine Berechtigung, auf die angeforderte Seite zuzugreifen.";
export const denialMessage = (permission: string | undefined) =>
  permission ? `Sie benötigen die Berechtigung "${permission}", um auf diese Seite zuzugreifen.` : DEFAULT_DENIAL;

const numberFormat = new Intl.NumberFormat("de-DE");
const signed = (n: number, suffix = "") => `${n > 0 ? "+" : ""}${numberFormat.format(n)}${suffix}`;

export function DashboardScreen() {
  const { denied } = useSearch({ from: "/admin/_authed/" });
  const dashboard = useQuery(dashboardQuery);
  const user = useSessionUser();
  return (
    <>
      <PageHeader title="Dashboard" description="Überblick über die Website in den letzten 30 Tagen" />
      {denied !== undefined && (
        <Banner tone="warning" title="Keine Berechtigung">
          <p>{denialMessage(denied)}</p>
        </Banner>
      )}
      {dashboard.isPending ? (
        <Spinner />
      ) : dashboard.isError ? (
        <LoadError title="Fehler beim Laden des Dashboards" error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <ul className="adm-tiles" aria-label="Kennzahlen">
            <Tile label="Seitenaufrufe (30 Tage)" tile={dashboard.data.page_views} percent />
            <Tile label="Team-Mitglieder" tile={dashboard.data.team_members} />
            <Tile label="Kommende Events" tile={dashboard.data.upcoming_events} />
            <Tile label="Veröffentlichte Seiten" tile={dashboard.data.published_pages} />
            {can(user, "contact.view") && <MessagesTile />}
            <TranslationTile />
          </ul>
          {dashboard.data.posts_in_review && <ReviewList posts={dashboard.data.posts_in_review} />}
        </>
      )}
    </>
  );
}

/** Page views compare as a percentage (when there was a previous figure), the counts as a difference. */
function Tile({ label, tile, percent }: { label: string; tile: DashboardTile; percent?: boolean }) {
  const change = percent && tile.change_percent !== null ? signed(tile.change_percent, " %") : signed(tile.change);
  const tone = tile.change > 0 ? "up" : tile.change < 0 ? "down" : "flat";
  return (
    <li className="adm-tile">
      <p className="adm-tile__label">{label}</p>
      <p className="adm-tile__value">{numberFormat.format(tile.value)}</p>
      <p className={`adm-tile__change adm-tile__change--${tone}`}>
        {change} <span className="adm-tile__period">ggü. den vorherigen 30 Tagen</span>
      </p>
    </li>
  );
}

/** Posts an editor marked 'Review': whoever may publish finds them here. */
function ReviewList({ posts }: { posts: ReviewPost[] }) {
  return (
    <section className="adm-panel" aria-labelledby="review-heading">
      <h2 id="review-heading" className="adm-panel__title">
        Blog-Posts im Review ({posts.length})
      </h2>
      {posts.length === 0 ? (
        <p className="adm-muted">Kein Blog-Post wartet auf die Veröffentlichung.</p>
      ) : (
        <ul className="adm-review-list">
          {posts.map((p) => (
            <li key={p.id}>
              <strong>{p.title}</strong>
              <span className="adm-muted">
                {p.author ? `${p.author} · ` : ""}geändert {formatDateTime(p.updated_at)} ({TIME_ZONE_LABEL})
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/blog" className="adm-btn adm-btn--secondary adm-btn--sm">
        Beiträge prüfen
      </Link>
    </section>
  );
}
