/**
 * @file 'Meine Sitzungen' (/admin/sessions, every signed-in staff member, from the header): the own live sessions
 * with device, browser, country, sign-in and last activity; 'abmelden' per session and 'Überall abmelden'; below, the
 * two-factor section (screens/security.tsx) and the passkeys (screens/passkeys.tsx).
 */

import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { StaffSession } from "../../../common/schemas/sessions";
import { errorMessage } from "../../api/errors";
import { passkeysQuery } from "../queries/passkeys";
import { ownSessionsQuery, useEndAllSessions, useEndSession } from "../queries/sessions";
import { totpStatusQuery } from "../queries/totp";
import { queryClient } from "../query-client";
import { sessionQuery } from "../session";
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  LoadError,
  PageHeader,
  Spinner,
  Table,
  TIME_ZONE_LABEL,
  useToast,
} from "../ui";
import { PasskeySection } from "./passkeys";
import { TwoFactorSection } from "./security";

const DEVICE_LABELS: Record<StaffSession["device_type"], string> = { desktop: "Computer", mobile: "Smartphone", tablet: "Tablet" };
const regionNames = new Intl.DisplayNames(["de"], { type: "region" });

const deviceOf = (s: StaffSession) => [DEVICE_LABELS[s.device_type], s.os].filter(Boolean).join(" · ");
const countryOf = (s: StaffSession) => {
  if (!s.country) return "unbekannt";
  try {
    return regionNames.of(s.country) ?? s.country;
  } catch {
    return s.country;
  }
};

export function SessionsScreen() {
  const sessions = useQuery(ownSessionsQuery);
  // the sections below load their own data; they appear together with the table, so that no button moves away from
  // under the pointer when the table arrives
  const totpStatus = useQuery(totpStatusQuery);
  const passkeys = useQuery(passkeysQuery);
  const sectionsPending = totpStatus.isPending || passkeys.isPending;
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirmAll, setConfirmAll] = useState(false);

  /** The own session is over: nothing of it stays in this tab, on to sign-in. */
  const signedOut = async () => {
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    await navigate({ to: "/admin/login", search: { redirect: undefined } });
  };
  const end = (session: StaffSession) =>
    endOne.mutate(session.id, {
      onSuccess: () => (session.current ? signedOut() : toast("Sitzung beendet.")),
      onError: (err) => toast(`Fehler beim Abmelden der Sitzung: ${errorMessage(err)}`, "error"),
    });

  return (
    <>
      <PageHeader
        title="Meine Sitzungen"
        description="Wo Ihr Konto angemeldet ist. Unbekannte Sitzungen beenden Sie hier; ändern Sie dann auch Ihr Passwort."
        actions={
          <Button variant="danger" onClick={() => setConfirmAll(true)} disabled={!sessions.data?.length}>
            Überall abmelden
          </Button>
        }
      />
      {sessions.isPending || sectionsPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <LoadError title="Fehler beim Laden der Sitzungen" error={sessions.error} onRetry={() => sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <EmptyState title="Keine Sitzungen">Es gibt keine aktive Sitzung.</EmptyState>
      ) : (
        <Table
          caption="Aktive Sitzungen"
          rows={sessions.data}
          rowKey={(s) => s.id}
          columns={[
            {
              header: "Gerät",
              cell: (s) => (
                <>
                  <strong>{deviceOf(s)}</strong> {s.current && <Badge tone="success">Diese Sitzung</Badge>}
                </>
              ),
            },
            { header: "Browser", cell: (s) => s.browser || "unbekannt" },
            { header: "Land", cell: countryOf },
            { header: `Angemeldet (${TIME_ZONE_LABEL})`, cell: (s) => formatDateTime(s.created_at) },
            { header: `Zuletzt aktiv (${TIME_ZONE_LABEL})`, cell: (s) => formatDateTime(s.last_seen_at) },
            {
              header: <span className="adm-sr-only">Aktionen</span>,
              label: "Aktionen",
              align: "end",
              cell: (s) => (
                <Button
                  size="sm"
                  disabled={endOne.isPending}
                  onClick={() => end(s)}
                  aria-label={`${deviceOf(s)}, ${s.browser || "unbekannter Browser"}${s.current ? " (diese Sitzung)" : ""} abmelden`}
                >
                  abmelden
                </Button>
              ),
            },
          ]}
        />
      )}
      {!sectionsPending && (
        <>
          <TwoFactorSection />
          <PasskeySection />
        </>
      )}
      {confirmAll && (
        <ConfirmDialog
          title="Überall abmelden"
          message="Alle Sitzungen Ihres Kontos enden sofort, auch diese. Sie melden sich danach neu an."
          confirmLabel="Überall abmelden"
          busy={endAll.isPending}
          error={endAll.isError ? errorMessage(endAll.error) : null}
          onCancel={() => setConfirmAll(false)}
          onConfirm={() => endAll.mutate(undefined, { onSuccess: signedOut })}
        />
      )}
    </>
  );
}
