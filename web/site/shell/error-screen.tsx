/**
 * @file The generic error screen for unexpected failures (spec 2.3), rendered on the server; whoever catches the error
 * reports it (the server renderer; in the browser web/islands/boot.ts). The reload button works through boot.ts.
 */
import { useLocale, useT } from "../../i18n/use-t";

// the error is the renderer's to report; the screen shows the same text for every failure
export function ErrorScreen(_props: { error?: unknown }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="section error-screen">
      <div className="container error-screen__inner">
        <h1>{t("error.title")}</h1>
        <p>{t("error.text")}</p>
        <div className="button-row">
          <button type="button" className="button button--primary" data-reload>
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
