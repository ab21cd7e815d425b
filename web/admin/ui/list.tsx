/** @file Generic list widgets: the paged-list state (`q`, `page`, `per_page`, filters), search box, pagination, tag list. */
import { useCallback, useEffect, useMemo, useState } from "react";
import { Badge } from "./badge";
import { Button } from "./button";

/**
 * The state of a list paged on the server. `params` is what the list query takes; changing the search or a
 * filter goes back to page 1.
 */
export function usePagedList<F extends Record<string, string>>(perPage: number, initialFilters: F = {} as F) {
  const [q, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>(initialFilters);
  const setQ = useCallback((value: string) => {
    setQuery(value);
    setPage(1);
  }, []);
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  }, []);
  const params = useMemo(() => ({ q, ...filters, page, per_page: perPage }), [q, filters, page, perPage]);
  return { q, setQ, page, setPage, perPage, filters, setFilter, params, filtered: q !== "" || Object.values(filters).some(Boolean) };
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
  label = "Seitennavigation",
  busy,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (p: number) => void;
  label?: string;
  /** Disable both buttons (e.g. while the next page loads). */
  busy?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
  if (pages <= 1) return null;
  return (
    <nav className="adm-pagination" aria-label={label}>
      <Button size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span>
        Seite {page} von {pages} ({total} Einträge)
      </span>
      <Button size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Weiter
      </Button>
    </nav>
  );
}
