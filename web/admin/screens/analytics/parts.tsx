/** @file Building blocks of the analytics screen: figure tiles with the previous period, bar lists (text is the data), top-N tables. */
import type { ReactNode } from "react";
import type { Split } from "../../../../common/schemas/analytics";
import { Table } from "../../ui";
import { count } from "./format";

export function Figure({ label, value, previous, hint }: { label: string; value: string; previous: string; hint?: string }) {
  return (
    <li className="adm-tile">
      <p className="adm-tile__label">{label}</p>
      <p className="adm-tile__value">{value}</p>
      <p className="adm-tile__change adm-tile__change--flat">
        Vorperiode: {previous}
        {hint ? <span className="adm-tile__period"> {hint}</span> : null}
      </p>
    </li>
  );
}

export function Card({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`adm-card adm-analytics__card${wide ? " adm-analytics__card--wide" : ""}`} aria-label={title}>
      <h2 className="adm-analytics__title">{title}</h2>
      {children}
    </section>
  );
}

/** Horizontal bars whose labels carry the numbers, so the list itself is the text alternative. */
export function Bars({ items, label, empty = "Keine Daten im Zeitraum" }: { items: Split[]; label: string; empty?: string }) {
  if (items.length === 0) return <p className="adm-analytics__none">{empty}</p>;
  const total = items.reduce((n, s) => n + s.value, 0);
  return (
    <ul className="adm-bars" aria-label={label}>
      {items.map((s) => {
        const share = total ? Math.round((s.value / total) * 100) : 0;
        return (
          <li key={s.key} className="adm-bars__item">
            <span className="adm-bars__label">
              {s.key} <strong>{count(s.value)}</strong> ({share} %)
            </span>
            <span className="adm-bars__track" aria-hidden="true">
              <span className="adm-bars__fill" style={{ width: `${share}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function TopTable({ caption, keyHeader, items }: { caption: string; keyHeader: string; items: Split[] }) {
  if (items.length === 0) return <p className="adm-analytics__none">Keine Daten im Zeitraum</p>;
  return (
    <Table
      caption={caption}
      columns={[
        { header: keyHeader, cell: (s: Split) => <span className="adm-analytics__key">{s.key}</span> },
        { header: "Anzahl", cell: (s: Split) => count(s.value), align: "end" },
      ]}
      rows={items}
      rowKey={(s) => s.key}
    />
  );
}
