/**
 * @file Publishing or handing over an AI studio entry that someone else changed (409 edit_conflict): the edit-conflict
 * dialog shows both versions per field, the chosen values are saved at the stored version, then the caller goes on.
 */
import { errorMessage } from "../../../api/errors";
import { ConflictDialog, type EditConflict } from "../../editing/conflict-dialog";
import { differingFields } from "../../editing/field-diff";
import { type AiEntry, useSaveAiContent } from "../../queries/ai-content";
import { useToast } from "../../ui";
import { CONTENT_FIELD_LABELS, type ContentFormValues, contentFormValues, toContentInput } from "./content-form-values";

export type EntryConflict = EditConflict<ContentFormValues> & { content: AiEntry };

/** The conflict a 409 edit_conflict answer describes (its details carry the stored entry). */
export function entryConflictOf(content: AiEntry, details: unknown): EntryConflict {
  const d = details as { version: number; changed_at: string | null; changed_by: string | null; current: AiEntry };
  return { ...d, theirs: contentFormValues(d.current), content };
}

export function EntryConflictDialog({
  conflict,
  onCancel,
  onResolved,
}: {
  conflict: EntryConflict;
  onCancel: () => void;
  /** Called with the version the entry is at after the chosen values were saved. */
  onResolved: (version: number) => void;
}) {
  const save = useSaveAiContent();
  const toast = useToast();
  const mine = contentFormValues(conflict.content);
  const resolve = async (values: ContentFormValues) => {
    const changed = differingFields(values, conflict.theirs, CONTENT_FIELD_LABELS).length > 0;
    try {
      const at = changed
        ? (await save.mutateAsync({ contentId: conflict.content.id, body: toContentInput(values), version: conflict.version })).version
        : conflict.version;
      onResolved(at);
    } catch (err) {
      // the dialog stays open with the choice, so nothing chosen is lost
      toast(`Nicht gespeichert: ${errorMessage(err)}`, "error");
    }
  };
  return (
    <ConflictDialog
      conflict={conflict}
      mine={mine}
      // publishing or handing over from the list changes no field: what differs is the colleague's work
      base={mine}
      labels={CONTENT_FIELD_LABELS}
      saveOnly
      onCancel={onCancel}
      onResolve={(values) => void resolve(values)}
    />
  );
}
