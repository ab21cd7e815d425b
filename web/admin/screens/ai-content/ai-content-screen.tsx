/**
 * @file /admin/ai-content (blog.create; generation needs ai.use): the AI studio. List of cards or month calendar,
 * status filter with its empty states, this month's AI usage, the 'AI Content erstellen' wizard, the edit/create
 * modal, image, translate, LinkedIn text, publish and delete. Loaded as its own chunk with its stylesheet.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AI_MESSAGES } from "../../../../common/schemas/ai-content";
import { ApiClientError, errorMessage } from "../../../api/errors";
import { useUndoDelete } from "../../history/use-undo-delete";
import {
  type AiEntry,
  aiContentListQuery,
  useDeleteAiContent,
  useGenerateImage,
  usePatchAiContent,
  useSubmitAiContentForReview,
  useTranslateTexts,
} from "../../queries/ai-content";
import { can } from "../../session";
import { useSessionUser } from "../../shell/use-session-user";
import { Button, ConfirmDialog, EmptyState, LoadError, Modal, PageHeader, Select, Spinner, useToast } from "../../ui";
// linked, not imported: a lazy chunk's CSS import never loads (vite.config.ts fails the build on one)
import studioStylesheet from "./ai-studio.css?url";
import { berlinDay } from "./calendar-weeks";
import { ContentCard } from "./content-card";
import { ContentForm } from "./content-form";
import { englishFields, translateWithFallback, translationJobs } from "./english-version";
import { type EntryConflict, EntryConflictDialog, entryConflictOf } from "./entry-conflict";
import { imageNotice } from "./failure-text";
import { GeneratorWizard } from "./generator-wizard";
import { EMPTY_TEXTS, STATUS_FILTERS, type StatusFilter } from "./labels";
import { MonthCalendar } from "./month-calendar";
import { PublishDialog } from "./publish-dialog";
import { UsageLine } from "./usage-line";

type Dialog =
  | { kind: "wizard" }
  | { kind: "form"; content: AiEntry | null }
  | { kind: "delete"; content: AiEntry }
  | { kind: "publish"; content: AiEntry }
  | { kind: "linkedin"; text: string }
  | null;

type View = "list" | "calendar";

export function AiContentScreen() {
  const user = useSessionUser();
  const canGenerate = can(user, "ai.use");
  const canPublish = can(user, "blog.publish");
  const list = useQuery(aiContentListQuery);
  const toast = useToast();
  const submitReview = useSubmitAiContentForReview();
  const [view, setView] = useState<View>("list");
  const [filter, setFilter] = useState<StatusFilter>("");
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reviewConflict, setReviewConflict] = useState<EntryConflict | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: "image" | "translate" | "publish" } | null>(null);
  const remove = useDeleteAiContent();
  const undoToast = useUndoDelete();
  const image = useGenerateImage();
  const translate = useTranslateTexts();
  const patch = usePatchAiContent();

  const entries = (list.data ?? []).filter((c) => !filter || c.status === filter);

  async function generateImage(c: AiEntry) {
    if (!c.generated_image_prompt?.trim()) return toast(AI_MESSAGES.noImagePrompt, "error");
    setBusy({ id: c.id, action: "image" });
    try {
      const answer = await image.mutateAsync({ prompt: c.generated_image_prompt, title: c.title, ai_content_id: c.id });
      const notice = imageNotice(answer);
      toast(notice ?? "Bild generiert", notice ? "info" : "success");
    } catch {
      toast(AI_MESSAGES.imageFailed, "error");
    } finally {
      setBusy(null);
    }
  }

  async function submitForReview(c: AiEntry, version = c.version) {
    setBusy({ id: c.id, action: "publish" });
    try {
      await submitReview.mutateAsync({ contentId: c.id, version });
      toast(AI_MESSAGES.submittedForReview, "success");
    } catch (err) {
      // changed elsewhere since the list was loaded: both versions per field, then hand over the chosen one
      if (err instanceof ApiClientError && err.code === "edit_conflict") setReviewConflict(entryConflictOf(c, err.details));
      else toast(`${AI_MESSAGES.publishFailed}: ${errorMessage(err)}`, "error");
    } finally {
      setBusy(null);
    }
  }

  async function translateEntry(c: AiEntry) {
    setBusy({ id: c.id, action: "translate" });
    try {
      const jobs = translationJobs(c);
      const { answers, failure } = await translateWithFallback(
        jobs.map((j) => j.request),
        (r) => translate.mutateAsync(r),
      );
      const { fields, notice } = englishFields(jobs, answers);
      await patch.mutateAsync({ contentId: c.id, body: fields, version: c.version });
      const note = failure ?? notice;
      toast(note ?? "Englische Fassung erstellt", note ? "info" : "success");
    } catch (err) {
      toast(`${AI_MESSAGES.translateFailed}: ${errorMessage(err)}`, "error");
    } finally {
      setBusy(null);
    }
  }

  async function copyLinkedin(c: AiEntry) {
    const text = c.linkedin_content?.trim();
    if (!text) return toast(AI_MESSAGES.noLinkedinContent, "error");
    try {
      await navigator.clipboard.writeText(text);
      toast("LinkedIn-Text kopiert");
    } catch {
      setDialog({ kind: "linkedin", text });
    }
  }

  const open = (id: number) => {
    const c = list.data?.find((x) => x.id === id);
    if (c) setDialog({ kind: "form", content: c });
  };

  return (
    <>
      <link rel="stylesheet" href={studioStylesheet} precedence="admin" />
      <PageHeader
        title="AI Content Generator"
        description="Blog-Artikel und LinkedIn-Posts mit AI planen, erstellen, übersetzen und veröffentlichen."
        actions={
          <>
            <Button onClick={() => setDialog({ kind: "form", content: null })}>Manuell anlegen</Button>
            <Button variant="primary" onClick={() => setDialog({ kind: "wizard" })}>
              AI Content erstellen
            </Button>
          </>
        }
      />
      <UsageLine />
      <div className="ai-toolbar">
        {/* biome-ignore lint/a11y/useSemanticElements: a toggle-button group (WAI-ARIA APG), as the UI kit's ViewToggle */}
        <div role="group" aria-label="Ansicht" className="ai-row">
          {(["list", "calendar"] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? "primary" : "secondary"} aria-pressed={view === v} onClick={() => setView(v)}>
              {v === "list" ? "Liste" : "Kalender"}
            </Button>
          ))}
        </div>
        <Select
          label="Status"
          value={filter}
          onChange={(e) => setFilter(e.target.value as StatusFilter)}
          options={STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
        />
      </div>
      {list.isPending ? (
        <Spinner label="AI Content wird geladen..." />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden des AI Contents" error={list.error} onRetry={() => list.refetch()} />
      ) : view === "calendar" ? (
        <MonthCalendar
          entries={entries.map((c) => ({ id: c.id, title: c.title, status: c.status, day: c.planned_date ?? berlinDay(c.created_at) }))}
          onOpen={open}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={EMPTY_TEXTS[filter].title}>{EMPTY_TEXTS[filter].hint}</EmptyState>
      ) : (
        <ul className="cms-card-grid ai-card-grid" aria-label="AI Content">
          {entries.map((c) => (
            <ContentCard
              key={c.id}
              content={c}
              actions={{
                onEdit: () => setDialog({ kind: "form", content: c }),
                onDelete: () => {
                  remove.reset();
                  setDialog({ kind: "delete", content: c });
                },
                onImage: canGenerate ? () => generateImage(c) : undefined,
                onTranslate: canGenerate ? () => translateEntry(c) : undefined,
                onPublish: canPublish ? () => setDialog({ kind: "publish", content: c }) : undefined,
                onSubmitReview: canPublish ? undefined : () => submitForReview(c),
                onCopyLinkedin: () => copyLinkedin(c),
                busy: busy?.id === c.id ? busy.action : null,
              }}
            />
          ))}
        </ul>
      )}

      {dialog?.kind === "wizard" && <GeneratorWizard canGenerate={canGenerate} onClose={() => setDialog(null)} />}
      {dialog?.kind === "form" && <ContentForm content={dialog.content} canGenerate={canGenerate} onClose={() => setDialog(null)} />}
      {dialog?.kind === "publish" && <PublishDialog content={dialog.content} onClose={() => setDialog(null)} />}
      {reviewConflict && (
        <EntryConflictDialog
          conflict={reviewConflict}
          onCancel={() => {
            setReviewConflict(null);
            toast("Nicht eingereicht: Der Eintrag wurde inzwischen geändert. Laden Sie die Liste neu oder reichen Sie erneut ein.", "info");
          }}
          onResolved={(version) => {
            const entry = reviewConflict.content;
            setReviewConflict(null);
            void submitForReview(entry, version);
          }}
        />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmDialog
          message={AI_MESSAGES.deleteConfirm}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen: ${errorMessage(remove.error)}` : null}
          onConfirm={() =>
            remove.mutate(dialog.content.id, {
              onSuccess: () => {
                setDialog(null);
                undoToast("AI Content gelöscht", "ai_content", dialog.content.id);
              },
            })
          }
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "linkedin" && (
        <Modal title="LinkedIn-Text" onClose={() => setDialog(null)} footer={<Button onClick={() => setDialog(null)}>Schließen</Button>}>
          <p>Die Zwischenablage ist nicht verfügbar. Kopieren Sie den Text von Hand:</p>
          <textarea className="adm-input adm-textarea" readOnly rows={10} value={dialog.text} aria-label="LinkedIn-Text" />
        </Modal>
      )}
    </>
  );
}
