/** @file Small pieces the content screens share: search box, pagination, dates in de-DE, tag lists, comma fields. */
import { useEffect, useState } from "react";
import { Badge, Button } from "../ui";

const dateFormat = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short" });

/** `YYYY-MM-DD` or an ISO timestamp as a German date; '-' when empty. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "-";
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "-";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** The first `max` tags, then '+N weitere'. */
export function TagList({ tags, max }: { tags: string[]; max: number }) {
  if (!tags.length) return null;
  const rest = tags.length - max;
  return (
    <ul className="cms-tags" aria-label="Schlagwörter">
      {tags.slice(0, max).map((t) => (
        <li key={t}>
          <Badge tone="info">{t}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge>+{rest} weitere</Badge>
        </li>
      )}
    </ul>
  );
}

/** A search field that reports its value after a short pause (each change is a server query). */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => text !== value && onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <label className="cms-search">
      <span className="adm-sr-only">{label}</span>
      <input
        className="adm-input"
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
      />
    </label>
  );
}

export function Pagination({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
  if (pages <= 1) return null;
  return (
    <nav className="adm-pagination" aria-label="Seitennavigation">
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span>
        Seite {page} von {pages} ({total} Einträge)
      </span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Weiter
      </Button>
    </nav>
  );
}
