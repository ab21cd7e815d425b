/**
 * @file 'AI Content erstellen': the three-step wizard (spec: input -> generating -> review; 'Neu erstellen' goes back
 * to the input, saving closes). The call gives up after 60 s; cancelling stops it. When the model did not answer,
 * the review says why (spec section 8) and shows the template's content instead: the worker's, or, when the worker
 * itself failed (timeout, network, error status), the same template built here.
 */
import { useRef, useState } from "react";
import { stockImagePath, templateGeneratedContent } from "../../../../common/ai-templates";
import {
  AI_GENERATION_TIMEOUT_MS,
  AI_MESSAGES,
  type AiContentInput,
  type AiGeneratorData,
  type AiImageFormat,
  type GeneratedContent,
} from "../../../../common/schemas/ai-content";
import { errorMessage } from "../../../api/errors";
import { useGenerateAiContent, useGenerateImage, useSaveAiContent } from "../../queries/ai-content";
import { Modal, useToast } from "../../ui";
import { clientFailure, failureNotice, imageNotice, sourceNotice } from "./failure-text";
import { GeneratingStep } from "./generating-step";
import { emptyGeneratorValues, type GeneratorValues, InputStep } from "./input-step";
import { ReviewStep } from "./review-step";

type Step =
  | { kind: "input" }
  | { kind: "generating"; title: string }
  | { kind: "review"; content: GeneratedContent; notice: string | null };

const STEP_NAMES = ["Eingabe", "Generierung", "Prüfen"] as const;
const STEP_INDEX: Record<Step["kind"], number> = { input: 0, generating: 1, review: 2 };

/** The generated content as a new draft entry. */
const draftOf = (content: GeneratedContent, image: string | null): AiContentInput => ({
  title: content.title,
  title_en: content.title_en,
  keywords: content.keywords,
  content_type: content.content_type,
  status: "draft",
  category: content.category,
  blog_content: content.blog_content,
  blog_excerpt: content.blog_excerpt,
  content_en: content.content_en,
  excerpt_en: content.excerpt_en,
  linkedin_content: content.linkedin_content,
  linkedin_content_en: content.linkedin_content_en,
  linkedin_cta: content.linkedin_cta,
  generated_image_prompt: content.generated_image_prompt,
  generated_image_url: image,
  generation_prompt: content.generation_prompt,
  ai_model: content.ai_model,
  priority: content.priority,
  client_project: content.client_project,
  planned_date: content.planned_date,
});

export function GeneratorWizard({ canGenerate, onClose }: { canGenerate: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "input" });
  const [values, setValues] = useState<GeneratorValues>(emptyGeneratorValues);
  const [image, setImage] = useState<{ url: string | null; notice: string | null }>({ url: null, notice: null });
  const running = useRef<AbortController | null>(null);
  const generate = useGenerateAiContent();
  const makeImage = useGenerateImage();
  const save = useSaveAiContent();
  const toast = useToast();

  async function start(data: AiGeneratorData, input: GeneratorValues) {
    setValues(input);
    setImage({ url: null, notice: null });
    setStep({ kind: "generating", title: data.title });
    const controller = new AbortController();
    running.current = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, AI_GENERATION_TIMEOUT_MS);
    try {
      const answer = await generate.mutateAsync({ body: data, signal: controller.signal });
      if (running.current !== controller) return;
      setStep({ kind: "review", content: answer.content, notice: sourceNotice(answer) });
    } catch (err) {
      if (running.current !== controller) return;
      const failure = clientFailure(err, timedOut);
      // the spec: say what failed, then build the template locally (the same one the worker would have sent)
      if (failure)
        setStep({ kind: "review", content: templateGeneratedContent(data, window.location.origin), notice: failureNotice(failure) });
      else setStep({ kind: "input" });
    } finally {
      clearTimeout(timer);
      if (running.current === controller) running.current = null;
    }
  }

  function cancel() {
    const controller = running.current;
    running.current = null;
    controller?.abort();
    setStep({ kind: "input" });
  }

  function close() {
    running.current?.abort();
    running.current = null;
    onClose();
  }

  async function generateImage(content: GeneratedContent, format: AiImageFormat) {
    if (!content.generated_image_prompt) return setImage({ url: null, notice: AI_MESSAGES.noImagePrompt });
    try {
      const answer = await makeImage.mutateAsync({ prompt: content.generated_image_prompt, title: content.title, format });
      setImage({ url: answer.image_url, notice: imageNotice(answer) });
    } catch (err) {
      // the spec: a stock photo chosen by the title's keywords, with a warning
      const failure = clientFailure(err, false);
      if (!failure) return;
      setImage({
        url: stockImagePath(content.title),
        notice: `${AI_MESSAGES.imageFailed}: ${errorMessage(err)}. ${AI_MESSAGES.stockImageWarning}`,
      });
    }
  }

  function saveDraft(content: GeneratedContent) {
    save.mutate(
      { contentId: null, body: draftOf(content, image.url) },
      {
        onSuccess: () => {
          toast("AI Content als Entwurf gespeichert");
          onClose();
        },
      },
    );
  }

  return (
    <Modal title="AI Content erstellen" onClose={close} size="lg">
      <ol className="ai-steps" aria-label="Schritte">
        {STEP_NAMES.map((name, i) => (
          <li key={name} aria-current={i === STEP_INDEX[step.kind] ? "step" : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      {step.kind === "input" && <InputStep initial={values} canGenerate={canGenerate} onGenerate={start} />}
      {step.kind === "generating" && <GeneratingStep title={step.title} onCancel={cancel} />}
      {step.kind === "review" && (
        <ReviewStep
          content={step.content}
          notice={step.notice}
          image={{
            url: image.url,
            notice: image.notice,
            busy: makeImage.isPending,
            onGenerate: (format) => generateImage(step.content, format),
          }}
          saving={save.isPending}
          saveError={save.isError ? errorMessage(save.error) : null}
          onSave={() => saveDraft(step.content)}
          onRestart={() => {
            save.reset();
            setStep({ kind: "input" });
          }}
        />
      )}
    </Modal>
  );
}
