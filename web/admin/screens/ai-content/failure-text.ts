/**
 * @file Who answered a generation and why (spec section 8): the API names the provider's failure
 * (`provider_error`) when its template answered instead; a call to our own worker that fails in the browser
 * (the 60 s timeout, no network, an error status, an unreadable answer) is put in the same terms, so every case
 * shows the spec's text followed by the template fallback.
 */
import {
  AI_GENERATION_TIMEOUT_MS,
  AI_MESSAGES,
  type AiErrorKind,
  type AiProviderError,
  aiErrorMessage,
  TEMPLATE_SOURCE,
} from "../../../../common/schemas/ai-content";
import { ApiClientError } from "../../../api/errors";

export interface Failure {
  kind: AiErrorKind;
  status: number | null;
  /** Our worker's own reason, where it refused (rate limit, budget): shown instead of the generic text. */
  message?: string;
}

/** What the provider said happened: the spec's text, and the provider's own words where it gave any. */
const providerErrorText = (error: AiProviderError) => (error.detail ? `${error.message} (${error.detail})` : error.message);

/**
 * The notice after an answer: null when the model answered; otherwise what happened (the provider's failure, or that
 * none is configured), then that a template answered.
 */
export function sourceNotice(answer: { source: string; provider_error: AiProviderError | null }): string | null {
  if (answer.source !== TEMPLATE_SOURCE) return null;
  return answer.provider_error
    ? `${providerErrorText(answer.provider_error)} ${AI_MESSAGES.templateInstead}`
    : AI_MESSAGES.templateNoProvider;
}

/** A failure of the call to our worker, in the browser: a timeout there is the browser's 60 s. */
export const failureNotice = (failure: Failure) =>
  `${failure.message ?? aiErrorMessage(failure.kind, { status: failure.status ?? undefined, timeoutSeconds: AI_GENERATION_TIMEOUT_MS / 1000 })} ${AI_MESSAGES.templateInstead}`;

/** Why a call to our worker failed, in the provider's terms; the user's own cancel is no failure (null). */
export function clientFailure(err: unknown, timedOut: boolean): Failure | null {
  if (timedOut) return { kind: "timeout", status: null };
  if (err instanceof DOMException && err.name === "AbortError") return null;
  if (!(err instanceof ApiClientError)) return { kind: "unreadable", status: null };
  if (err.status === 0) return { kind: "network", status: null };
  if (err.code === "not_json") return { kind: "unreadable", status: null };
  if (err.status === 401) return { kind: "unauthorized", status: 401 };
  if (err.status === 429) return { kind: "rate_limited", status: 429, message: err.message };
  if (err.status === 500) return { kind: "server_error", status: 500 };
  return { kind: "status", status: err.status };
}

/** The notice after an image answer: null from the model; otherwise the failure (if any), then the stock image. */
export function imageNotice(answer: { source: string; provider_error: AiProviderError | null }): string | null {
  if (answer.source !== TEMPLATE_SOURCE) return null;
  return answer.provider_error
    ? `${providerErrorText(answer.provider_error)} ${AI_MESSAGES.stockImageWarning}`
    : "Kein AI-Anbieter eingerichtet: Es wird ein Standardbild passend zum Titel verwendet.";
}
