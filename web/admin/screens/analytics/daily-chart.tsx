/**
 * @file Daily page views and sessions as a uPlot line chart (admin chunk only), sized to its container; the same
 * figures follow as a table, the chart's text alternative.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import type { AnalyticsReport } from "../../../../common/schemas/analytics";
import { Table } from "../../ui";
import { count, shortDay } from "./format";

type Day = AnalyticsReport["daily"][number];

export function DailyChart({ daily }: { daily: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = daily.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [x, daily.map((d) => d.page_views), daily.map((d) => d.sessions)];
    const opts: uPlot.Options = {
      width: Math.max(240, el.clientWidth),
      height: 220,
      series: [
        { label: "Tag", value: (_u, v) => (v == null ? "" : shortDay(new Date(v * 1000).toISOString().slice(0, 10))) },
        { label: "Seitenaufrufe", stroke: "#0f6a74", width: 2, fill: "rgba(15,106,116,0.08)" },
        { label: "Sitzungen", stroke: "#b45309", width: 2, dash: [6, 4] },
      ],
      axes: [{ values: (_u, splits) => splits.map((s) => shortDay(new Date(s * 1000).toISOString().slice(0, 10))) }, {}],
      scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    };
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return (
    <>
      <div
        ref={box}
        className="adm-analytics__chart"
        role="img"
        aria-label="Liniendiagramm: Seitenaufrufe und Sitzungen pro Tag; die Tabelle darunter enthält dieselben Werte."
      />
      <details className="adm-analytics__alt">
        <summary>Werte als Tabelle</summary>
        <Table
          caption="Seitenaufrufe und Sitzungen pro Tag"
          columns={[
            { header: "Tag", cell: (d: Day) => shortDay(d.day) },
            { header: "Seitenaufrufe", cell: (d: Day) => count(d.page_views), align: "end" },
            { header: "Sitzungen", cell: (d: Day) => count(d.sessions), align: "end" },
          ]}
          rows={daily}
          rowKey={(d) => d.day}
        />
      </details>
    </>
  );
}
