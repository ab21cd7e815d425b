/**
 * @file The undo toast after a delete: "<Typ> gelöscht" with "Rückgängig" for ten seconds; a click finds the record's
 * trash entry (GET /api/admin/trash?entity=&record_id=) and restores it, then every admin list refetches.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorMessage } from "../../api/errors";
import { ADMIN_KEY } from "../queries/shared";
import { findTrashEntry, restoreTrashEntry } from "../queries/trash";
import { useToast } from "../ui";

const UNDO_MS = 10_000;

/** The trash's entity names of the types a delete moves there. */
export type TrashEntity = "blog_post" | "page" | "team_member" | "event" | "ai_content" | "asset";

export function useUndoDelete() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (message: string, entity: TrashEntity, recordId: number | string) =>
      toast(message, "success", {
        durationMs: UNDO_MS,
        action: {
          label: "Rückgängig",
          onClick: async () => {
            try {
              const entry = await findTrashEntry(entity, recordId);
              if (!entry) throw new Error("Der Eintrag ist nicht mehr im Papierkorb.");
              await restoreTrashEntry(entry.id);
              await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
              toast("Wiederhergestellt");
            } catch (err) {
              toast(`Fehler beim Wiederherstellen: ${errorMessage(err)}`, "error");
            }
          },
        },
      }),
    [toast, queryClient],
  );
}
