/** @file The field-by-field differences of two versions (history panel, backup comparison): words added and removed. */
import type { FieldDiff } from "./snapshot-diff";

export function FieldDiffs({ fields }: { fields: FieldDiff[] }) {
  if (fields.length === 0) return <p className="adm-muted">Keine Unterschiede.</p>;
  return fields.map((f) => (
    <div key={f.field} className="adm-diff__field">
      <h4>{f.label}</h4>
      <p className="adm-diff__text">
        {f.parts.map((p, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
          p.added ? <ins key={i}>{p.value}</ins> : p.removed ? <del key={i}>{p.value}</del> : <span key={i}>{p.value}</span>,
        )}
      </p>
    </div>
  ));
}
