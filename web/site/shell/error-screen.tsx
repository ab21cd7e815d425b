/** @file The generic error screen for unexpected failures (spec 2.3); the error is reported to the team (report-error.ts). */
import { useEffect } from "react";
import { useLocale, useT } from "../../i18n/use-t";
import { reportClientError } from "../report-error";

export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
    reportClientError(error);
  }, [error]);
  return (
    <section className="section error-screen">
      <div className="container error-screen__inner">
        <h1>{t("error.title")}</h1>
        <p>{t("error.text")}</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t("error.reload")}
          </button>
          <a className="button button--secondary" href={locale === "en" ? "/en" : "/"}>
            {t("error.home")}
          </a>
        </div>
      </div>
    </section>
  );
}
