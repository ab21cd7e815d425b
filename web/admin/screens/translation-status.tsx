/**
 * @file Übersetzungsstand (/admin/translation-status): per kind of bilingual item the counts "EN fehlt" / "EN veraltet"
 * / "EN aktuell", each a link to the kind's list filtered by `?translation=`, and the items that need work.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { TranslationOverviewKind } from "../../../common/schemas/translation-overview";
import { TRANSLATION_STATE_LABELS } from "../../../common/translation";
import { TRANSLATION_STATES } from "../../../common/translation-states";
import { translationStatusQuery } from "../queries/translation-status";
import { TranslationBadge } from "../translation/translation-panel";
import { LoadError, PageHeader, Spinner } from "../ui";

export function TranslationStatusScreen() {
  const status = useQuery(translationStatusQuery);
  return (
    <>
      <PageHeader
        title="Übersetzungsstand"
        description="Welche Inhalte noch keine englische Fassung haben oder deren Englisch älter ist als das Deutsch"
      />
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <LoadError title="Fehler beim Laden des Übersetzungsstands" error={status.error} onRetry={() => status.refetch()} />
      ) : (
        status.data.kinds.map((kind) => <KindPanel key={kind.kind} kind={kind} />)
      )}
    </>
  );
}

/** A link to an admin list given as path and query (from the API), followed inside the app. */
function AdminLink({ href, label, children }: { href: string; label?: string; children: React.ReactNode }) {
  const [to, query = ""] = href.split("?");
  // the kinds' lists are known only at run time; each validates its own search (validateTranslationSearch)
  return (
    <Link to={to as never} search={Object.fromEntries(new URLSearchParams(query)) as never} aria-label={label}>
      {children}
    </Link>
  );
}

function KindPanel({ kind }: { kind: TranslationOverviewKind }) {
  const headingId = `translation-${kind.kind}`;
  return (
    <section className="adm-panel" aria-labelledby={headingId} data-kind={kind.kind}>
      <h2 id={headingId} className="adm-panel__title">
        {kind.label}
      </h2>
      <ul className="adm-tiles adm-tr-counts" aria-label={`${kind.label}: Übersetzungsstand`}>
        {TRANSLATION_STATES.map((state) => (
          <li key={state} className="adm-tile">
            <p className="adm-tile__label">{TRANSLATION_STATE_LABELS[state]}</p>
            <p className="adm-tile__value">
              <AdminLink href={`${kind.link}?translation=${state}`} label={`${kind.label}: ${TRANSLATION_STATE_LABELS[state]}`}>
                {kind.counts[state]}
              </AdminLink>
            </p>
          </li>
        ))}
      </ul>
      {kind.items.length === 0 ? (
        <p className="adm-muted">Alles übersetzt.</p>
      ) : (
        <ul className="adm-review-list adm-tr-items">
          {kind.items.map((item) => (
            <li key={`${item.link}|${item.title}`}>
              <AdminLink href={item.link}>{item.title}</AdminLink> <TranslationBadge state={item.state} />
            </li>
          ))}
          {kind.more > 0 && <li className="adm-muted">und {kind.more} weitere</li>}
        </ul>
      )}
    </section>
  );
}
