/** @file Audit log (/admin/audit, audit.view): every admin write, newest first, 50 per page, in German. */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AUDIT_PAGE_SIZE, auditQuery } from "../queries/audit";
import { EmptyState, formatDateTime, LoadError, PageHeader, Pagination, Spinner, Table, TIME_ZONE_LABEL } from "../ui";
import { actionLabel, detailPairs, entityLabel, recordLabel } from "./audit-labels";

export function AuditScreen() {
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQuery(page));

  return (
    <>
      <PageHeader title="Audit-Log" description="Wer hat wann was geändert (Aufbewahrung: 1 Jahr)." />
      {audit.isPending ? (
        <Spinner />
      ) : audit.isError ? (
        <LoadError title="Fehler beim Laden des Audit-Logs" error={audit.error} onRetry={() => audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <EmptyState title="Keine Einträge">Sobald jemand Inhalte oder Konten ändert, erscheint es hier.</EmptyState>
      ) : (
        <>
          <Table
            caption="Audit-Log"
            rows={audit.data.items}
            rowKey={(e) => e.id}
            columns={[
              { header: `Zeitpunkt (${TIME_ZONE_LABEL})`, cell: (e) => formatDateTime(e.created_at) },
              { header: "Benutzer", cell: (e) => e.user_email },
              { header: "Aktion", cell: (e) => actionLabel(e.action) },
              { header: "Bereich", cell: (e) => entityLabel(e.entity) },
              { header: "Datensatz", cell: (e) => recordLabel(e) },
              {
                header: "Details",
                className: "adm-audit-details",
                cell: (e) =>
                  e.details ? (
                    <dl className="adm-pairs">
                      {detailPairs(e.details).map(([k, v]) => (
                        <div key={k}>
                          <dt>{k}</dt>
                          <dd>{v}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    "–"
                  ),
              },
            ]}
          />
          <Pagination
            page={page}
            perPage={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            onPage={setPage}
            busy={audit.isFetching}
            label="Seiten des Audit-Logs"
          />
        </>
      )}
    </>
  );
}
