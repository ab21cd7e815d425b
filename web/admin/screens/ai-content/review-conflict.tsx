/**
 * @file "Zur Freigabe einreichen" after someone else changed the entry (409 edit_conflict): the edit-conflict dialog
 * shows both versions per field, the chosen values are saved at the stored version and the entry is then handed over.
 */
import { ConflictDialog, type EditConflict } from "../../editing/conflict-dialog";
import { differingFields } from "../../editing/field-diff";
import { type AiEntry, useSaveAiContent } from "../../queries/ai-content";
import { CONTENT_FIELD_LABELS, type ContentFormValues, contentFormValues, toContentInput } from "./content-form-values";

export type ReviewConflict = EditConflict<ContentFormValues> & { content: AiEntry };

/** The conflict a 409 edit_conflict answer describes (its details carry the stored entry). */
export function reviewConflictOf(content: AiEntry, details: unknown): ReviewConflict {
  const d = details as { version: number; changed_at: string | null; changed_by: string | null; current: AiEntry };
  return { ...d, theirs: contentFormValues(d.current), content };
}

export function ReviewConflictDialog({
  conflict,
  onCancel,
  onResolved,
}: {
  conflict: ReviewConflict;
  onCancel: () => void;
  /** Called with the version the entry is at after the chosen values were saved. */
  onResolved: (version: number) => void;
}) {
  const save = useSaveAiContent();
  const mine = contentFormValues(conflict.content);
  const resolve = async (values: ContentFormValues) => {
    const changed = differingFields(values, conflict.theirs, CONTENT_FIELD_LABELS).length > 0;
    const at = changed
      ? (await save.mutateAsync({ contentId: conflict.content.id, body: toContentInput(values), version: conflict.version })).version
      : conflict.version;
    onResolved(at);
  };
  return (
    <ConflictDialog
      conflict={conflict}
      mine={mine}
      fields={differingFields(mine, conflict.theirs, CONTENT_FIELD_LABELS)}
      labels={CONTENT_FIELD_LABELS}
      saveOnly
      onCancel={onCancel}
      onResolve={(values) => void resolve(values)}
    />
  );
}
