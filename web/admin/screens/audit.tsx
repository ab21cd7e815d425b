/** @file Audit log (/admin/audit, audit.view): every admin write, newest first, 50 per page. */

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../format";
import { AUDIT_PAGE_SIZE, auditQuery } from "../queries/staff";
import { Button, EmptyState, LoadError, PageHeader, Spinner, Table } from "../ui";

const ACTION_LABELS: Record<string, string> = {
  create: "Erstellt",
  update: "Geändert",
  delete: "Gelöscht",
  publish: "Veröffentlicht",
  login: "Angemeldet",
  logout: "Abgemeldet",
};

export function AuditScreen() {
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...auditQuery(page), placeholderData: keepPreviousData });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;

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
              { header: "Zeitpunkt", cell: (e) => formatDateTime(e.created_at) },
              { header: "Benutzer", cell: (e) => e.user_email },
              { header: "Aktion", cell: (e) => ACTION_LABELS[e.action] ?? e.action },
              { header: "Bereich", cell: (e) => e.entity },
              { header: "Datensatz", cell: (e) => e.entity_id ?? "-" },
              { header: "Details", cell: (e) => (e.details ? <code>{JSON.stringify(e.details)}</code> : "-") },
            ]}
          />
          <nav className="adm-pagination" aria-label="Seiten des Audit-Logs">
            <Button size="sm" disabled={page <= 1 || audit.isFetching} onClick={() => setPage(page - 1)}>
              Zurück
            </Button>
            <span>
              Seite {page} von {pages} ({audit.data.total} Einträge)
            </span>
            <Button size="sm" disabled={page >= pages || audit.isFetching} onClick={() => setPage(page + 1)}>
              Weiter
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
