/**
 * @file "Automatisch übersetzen" beside one English field (settings texts, UI strings): the German text through the AI
 * studio's translate endpoint into the field, a proposal until saved.
 */
import { useState } from "react";
import { AI_MESSAGES } from "../../../common/schemas/ai-content";
import { errorMessage } from "../../api/errors";
import { useTranslateTexts } from "../queries/ai-content";
import { sourceNotice } from "../screens/ai-content/failure-text";
import { Button } from "../ui";

/**
 * The machine-translate helper beside an English field (spec): the German text through the AI studio's translate
 * endpoint into the English field. Disabled while the German text is blank or a translation is running, and without
 * ai.use (saying so). Says when templates (the crude word replacement) answered.
 */
export function TranslateHelper({
  source,
  allowed,
  onTranslated,
}: {
  source: string;
  allowed: boolean;
  onTranslated: (english: string) => void;
}) {
  const translate = useTranslateTexts();
  const [note, setNote] = useState<string | null>(null);
  const blank = !source.trim();
  async function run() {
    setNote(null);
    try {
      const [answer] = await translate.mutateAsync([{ text: source, target_language: "en", context: "general" }]);
      onTranslated(answer.translated_text);
      setNote(sourceNotice(answer));
    } catch (err) {
      setNote(`${AI_MESSAGES.translateFailed}: ${errorMessage(err)}`);
    }
  }
  return (
    <span className="cms-helper">
      <Button size="sm" onClick={run} disabled={blank || !allowed} busy={translate.isPending} busyLabel="Wird übersetzt...">
        Automatisch übersetzen
      </Button>
      <span className="adm-muted" role="status">
        {!allowed ? "Erfordert die Berechtigung ai.use." : blank ? "Zuerst den deutschen Text eingeben." : note}
      </span>
    </span>
  );
}
