/**
 * @file Live feedback on a new password (German): length, then zxcvbn's verdict with its warning and suggestions.
 * The estimator and its dictionaries load only when a password is typed (a chunk of their own, admin only); the
 * server checks the same rule (worker/domain/account/password-rule.ts).
 */
import { useEffect, useMemo, useState } from "react";
import { MIN_PASSWORD_LENGTH } from "../../../common/password";

type Estimator = typeof import("../../../common/password-strength").passwordStrength;

const SCORE_LABELS = ["sehr schwach", "schwach", "mäßig", "gut", "sehr gut"];

function useEstimator(wanted: boolean): Estimator | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  useEffect(() => {
    if (!wanted || estimator) return;
    let live = true;
    import("../../../common/password-strength").then((m) => live && setEstimator(() => m.passwordStrength));
    return () => {
      live = false;
    };
  }, [wanted, estimator]);
  return estimator;
}

export function PasswordStrengthHint({ password, userInputs }: { password: string; userInputs: string[] }) {
  const estimator = useEstimator(password.length > 0);
  const inputsKey = userInputs.join("\n");
  const strength = useMemo(
    () => (estimator && password.length >= MIN_PASSWORD_LENGTH ? estimator(password, inputsKey.split("\n")) : null),
    [estimator, password, inputsKey],
  );
  if (!password) return null;
  if (password.length < MIN_PASSWORD_LENGTH)
    return (
      <p className="adm-strength" aria-live="polite">
        Noch {MIN_PASSWORD_LENGTH - password.length} Zeichen bis zur Mindestlänge von {MIN_PASSWORD_LENGTH}.
      </p>
    );
  if (!strength) return null;
  return (
    <div className={`adm-strength adm-strength--${strength.strong ? "strong" : "weak"}`} aria-live="polite" data-testid="password-strength">
      <p>
        <meter min={0} max={4} low={2} high={3} optimum={4} value={strength.score} aria-label="Passwortstärke" /> Stärke:{" "}
        <strong>{SCORE_LABELS[strength.score]}</strong>
        {strength.strong ? "" : " – zu leicht zu erraten"}
      </p>
      {strength.warning && <p>{strength.warning}</p>}
      {!strength.strong && strength.suggestions.length > 0 && (
        <ul>
          {strength.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
