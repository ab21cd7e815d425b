/**
 * @file /admin/analytics (analytics.view): period 7 / 30 / 90 days, refresh, CSV export; figures against the previous
 * period, the daily series as a chart (with a table), funnel, splits and top lists. A failed load shows zeroed data
 * under an error notice with retry (spec).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AnalyticsPeriod } from "../../../../common/schemas/analytics";
import { analyticsCsvUrl, analyticsKeys, analyticsReportQuery } from "../../queries/analytics";
import { Button, LoadError, PageHeader, Spinner } from "../../ui";
// linked rather than imported (as the admin stylesheet, web/admin/shell/admin-root.tsx): a CSS import puts Vite's
// preload helper into the public entry chunk
import analyticsStylesheet from "./analytics.css?url";
import { DailyChart } from "./daily-chart";
import { count, minutesSeconds, percent0, percent1, percent2, zeroReport } from "./format";
import { Funnel } from "./funnel";
import { Bars, Card, Figure, TopTable } from "./parts";

const PERIODS: AnalyticsPeriod[] = [7, 30, 90];

export function AnalyticsScreen() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const queryClient = useQueryClient();
  const query = useQuery(analyticsReportQuery(days));
  const report = query.data ?? zeroReport(days);
  const t = report.totals;
  const p = report.previous;
  const actions = (
    <div className="adm-analytics__actions">
      <fieldset className="adm-analytics__periods">
        <legend className="adm-sr-only">Zeitraum</legend>
        {PERIODS.map((n) => (
          <Button key={n} variant={n === days ? "primary" : "secondary"} aria-pressed={n === days} onClick={() => setDays(n)}>
            {n} Tage
          </Button>
        ))}
      </fieldset>
      <Button
        variant="ghost"
        busy={query.isFetching}
        busyLabel="Lädt…"
        onClick={() => queryClient.invalidateQueries({ queryKey: analyticsKeys.all })}
      >
        Aktualisieren
      </Button>
      <a className="adm-btn adm-btn--secondary" href={analyticsCsvUrl(days)} download={`analytics-${days}-days.csv`}>
        CSV exportieren
      </a>
    </div>
  );
  return (
    <>
      <link rel="stylesheet" href={analyticsStylesheet} precedence="admin-analytics" />
      <PageHeader
        title="Analytics"
        description={`Letzte ${days} Tage (${report.from} bis ${report.to}, UTC), nur Besuche mit Einwilligung`}
        actions={actions}
      />
      {query.isError && <LoadError title="Fehler beim Laden der Analytics-Daten" error={query.error} onRetry={() => query.refetch()} />}
      {query.isPending ? (
        <Spinner label="Analytics werden geladen" />
      ) : (
        <div className="adm-analytics">
          <ul className="adm-tiles adm-analytics__figures" aria-label="Kennzahlen">
            <Figure label="Seitenaufrufe" value={count(t.page_views)} previous={count(p.page_views)} />
            <Figure label="Sitzungen" value={count(t.sessions)} previous={count(p.sessions)} />
            <Figure label="Absprungrate" value={percent2(t.bounce_rate)} previous={percent2(p.bounce_rate)} />
            <Figure
              label="Ø Sitzungsdauer"
              value={minutesSeconds(t.avg_duration_seconds)}
              previous={minutesSeconds(p.avg_duration_seconds)}
            />
            <Figure label="CTA-Klicks" value={count(t.cta_clicks)} previous={count(p.cta_clicks)} />
            <Figure
              label="Formular-Konversion"
              value={percent0(t.form_conversion)}
              previous={percent0(p.form_conversion)}
              hint="(Sitzungen mit CTA-Klick, die ein Formular senden)"
            />
            <Figure
              label="Sitzungen mit Nachricht"
              value={percent1(t.message_rate)}
              previous={percent1(p.message_rate)}
              hint={`(${count(t.sessions_with_message)} Sitzungen mit gesendetem Formular)`}
            />
          </ul>
          <Card title="Seitenaufrufe und Sitzungen pro Tag" wide>
            <DailyChart daily={report.daily} />
          </Card>
          <Card title="Trichter">
            <Funnel funnel={report.funnel} />
          </Card>
          <Card title="Geräte">
            <Bars label="Sitzungen nach Gerät" items={report.devices} />
          </Card>
          <Card title="Browser">
            <Bars label="Sitzungen nach Browser" items={report.browsers} />
          </Card>
          <Card title="Sprache">
            <Bars
              label="Seitenaufrufe nach Sprache"
              items={report.languages.map((s) => ({ ...s, key: s.key === "en" ? "Englisch" : "Deutsch" }))}
            />
          </Card>
          <Card title="Top-Seiten" wide>
            <TopTable caption="Die 10 meistbesuchten Seiten" keyHeader="Seite" items={report.top_pages} />
          </Card>
          <Card title="Top-CTAs">
            <TopTable caption="Die 10 meistgeklickten Calls to Action" keyHeader="CTA" items={report.top_ctas} />
          </Card>
          <Card title="Herkunft (Referrer)">
            <TopTable caption="Sitzungen nach verweisender Website" keyHeader="Referrer" items={report.referrers} />
          </Card>
          <Card title="Kampagnen (utm_campaign)">
            <TopTable caption="Sitzungen nach Kampagne" keyHeader="Kampagne" items={report.utm_campaigns} />
          </Card>
          <Card title="Quellen (utm_source)">
            <TopTable caption="Sitzungen nach Quelle" keyHeader="Quelle" items={report.utm_sources} />
          </Card>
          <Card title="Länder">
            <TopTable caption="Seitenaufrufe nach Land" keyHeader="Land" items={report.countries} />
          </Card>
          <Card title="Betriebssysteme">
            <Bars label="Sitzungen nach Betriebssystem" items={report.os} />
          </Card>
          <Card title="Bots (verworfen)">
            <TopTable caption="Verworfene Bot-Anfragen nach Grund" keyHeader="Grund" items={report.bots} />
          </Card>
        </div>
      )}
    </>
  );
}
