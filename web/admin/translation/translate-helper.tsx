/**
 * @file "Automatisch übersetzen" beside one English field (settings texts, UI strings): the German text through the AI
 * studio's translate endpoint as a proposal with its source (./proposal.tsx), written into the field only on
 * "Übernehmen", and saved only with the form.
 */
import { useState } from "react";
import { AI_MESSAGES } from "../../../common/schemas/ai-content";
import { errorMessage } from "../../api/errors";
import { useTranslateTexts } from "../queries/ai-content";
import { Button } from "../ui";
import { ProposalCard, proposalOf, type TranslationProposal } from "./proposal";

/**
 * The machine-translate helper beside an English field (spec). Disabled while the German text is blank or a
 * translation is running, and without ai.use (saying so). The answer is a proposal naming its source (template or
 * model); `onAccept` gets the text and whether a template made it.
 */
export function TranslateHelper({
  source,
  label,
  hasEnglish,
  allowed,
  onAccept,
}: {
  source: string;
  /** The English field's name, for the proposal ("Website-Name (Englisch)"). */
  label: string;
  /** The English field holds text the proposal would replace. */
  hasEnglish: boolean;
  allowed: boolean;
  onAccept: (english: string, template: boolean) => void;
}) {
  const translate = useTranslateTexts();
  const [note, setNote] = useState<string | null>(null);
  const [proposal, setProposal] = useState<TranslationProposal | null>(null);
  const blank = !source.trim();
  async function run() {
    setNote(null);
    setProposal(null);
    try {
      const [answer] = await translate.mutateAsync([{ text: source, target_language: "en", context: "general" }]);
      setProposal(proposalOf("text", answer));
    } catch (err) {
      setNote(`${AI_MESSAGES.translateFailed}: ${errorMessage(err)}`);
    }
  }
  return (
    <div className="cms-helper">
      <Button size="sm" onClick={run} disabled={blank || !allowed} busy={translate.isPending} busyLabel="Wird übersetzt...">
        Automatisch übersetzen
      </Button>
      <span className="adm-muted" role="status">
        {!allowed ? "Erfordert die Berechtigung ai.use." : blank ? "Zuerst den deutschen Text eingeben." : note}
      </span>
      {proposal && (
        <ProposalCard
          label={label}
          proposal={proposal}
          replaces={hasEnglish}
          onAccept={() => {
            onAccept(proposal.text, proposal.template);
            setProposal(null);
          }}
          onDiscard={() => setProposal(null)}
        />
      )}
    </div>
  );
}
