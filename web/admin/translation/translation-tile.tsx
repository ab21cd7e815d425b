/** @file The dashboard's "Übersetzungen offen" tile: how many items lack English or have outdated English, linking to the overview. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { translationStatusQuery } from "../queries/translation-status";

export function TranslationTile() {
  const status = useQuery(translationStatusQuery);
  if (!status.data) return null;
  const sum = (state: "missing" | "stale") => status.data.kinds.reduce((n, k) => n + k.counts[state], 0);
  const missing = sum("missing");
  const stale = sum("stale");
  return (
    <li className="adm-tile" data-testid="translation-tile">
      <p className="adm-tile__label">
        <Link to="/admin/translation-status">Übersetzungen offen</Link>
      </p>
      <p className="adm-tile__value">{missing + stale}</p>
      <p className="adm-tile__change adm-tile__change--flat">
        EN fehlt {missing} · EN veraltet {stale}
      </p>
    </li>
  );
}
