/**
 * @file The five title suggestions (spec: keywords and category needed first): asked once when opened and on
 * 'Neue Vorschläge'; picking one fills the title. Says when templates answered.
 */
import { useEffect, useRef } from "react";
import type { AiTitlesRequest } from "../../../../common/schemas/ai-content";
import { errorMessage } from "../../../api/errors";
import { useSuggestTitles } from "../../queries/ai-content";
import { Banner, Button, Spinner } from "../../ui";
import { sourceNotice } from "./failure-text";

interface Props {
  request: { keywords: string; category: string; description?: string | null };
  /** The spec's text when keywords (or the category) are missing. */
  missingText: string;
  onPick: (title: string) => void;
}

export function TitleSuggestions({ request, missingText, onPick }: Props) {
  const suggest = useSuggestTitles();
  const missing = !request.category || !request.keywords.split(",").some((k) => k.trim());
  const ask = () => suggest.mutate({ ...request, description: request.description || null } as AiTitlesRequest);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || missing) return;
    asked.current = true;
    ask();
  });
  if (missing) return <p className="adm-field__error">{missingText}</p>;
  return (
    <div className="ai-titles" aria-live="polite">
      {suggest.isPending && <Spinner label="Titel werden vorgeschlagen..." />}
      {suggest.isError && <Banner tone="error">{errorMessage(suggest.error)}</Banner>}
      {suggest.data && (
        <>
          {sourceNotice(suggest.data) && <p className="adm-muted">{sourceNotice(suggest.data)}</p>}
          <ul className="ai-suggestions" aria-label="Titelvorschläge">
            {suggest.data.titles.map((t) => (
              <li key={t}>
                <Button size="sm" variant="ghost" onClick={() => onPick(t)}>
                  {t}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {!suggest.isPending && (
        <Button size="sm" variant="ghost" onClick={ask}>
          Neue Vorschläge
        </Button>
      )}
    </div>
  );
}
