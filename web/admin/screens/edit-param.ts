/** @file The lists' `?edit=<id>` (issue 42): an address that opens one item's editor, as the translation overview links items. */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef } from "react";

/** The id `?edit=` names (validated by the list route's validateSearch), or undefined. */
export function useEditId(): number | undefined {
  return (useSearch({ strict: false }) as { edit?: number }).edit;
}

/**
 * Once the item `?edit=` names is loaded: opens its editor one time and drops `edit` from the address (so closing the
 * editor does not open it again). Once per id: opening re-renders the list before the address has changed, and an
 * effect that opened on every such render looped (React error 185).
 */
export function useOpenFromAddress<Item>(item: Item | undefined, id: (item: Item) => number, open: (item: Item) => void) {
  const navigate = useNavigate();
  const handled = useRef<number | undefined>(undefined);
  const latest = useRef({ id, open });
  latest.current = { id, open };
  useEffect(() => {
    if (item === undefined || handled.current === latest.current.id(item)) return;
    handled.current = latest.current.id(item);
    latest.current.open(item);
    void navigate({ to: ".", search: (old: object) => ({ ...old, edit: undefined }), replace: true });
  }, [item, navigate]);
}
