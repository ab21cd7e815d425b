/** @file The 'Bearbeiten' and 'Löschen' buttons of a list row or card, each shown only when its handler is given. */
import { Button } from "./button";

export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <>
      {onEdit && (
        <Button size="sm" onClick={onEdit} aria-label={`${name} bearbeiten`}>
          Bearbeiten
        </Button>
      )}
      {onDelete && (
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`${name} löschen`}>
          Löschen
        </Button>
      )}
    </>
  );
}
