/** @file The 404 page (answered with HTTP status 404 by the server render), in the URL's language. */
import { pathFor } from "../../../common/routes";
import { useLocale, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";

export function NotFoundContent() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="section not-found">
      <div className="container">
        <p className="eyebrow">{t("notFound.code")}</p>
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.text")}</p>
        <div className="button-row">
          <AppLink className="button button--primary" href={pathFor("home", locale)}>
            {t("notFound.home")}
          </AppLink>
          <AppLink className="button button--secondary" href={pathFor("contact", locale)}>
            {t("notFound.contact")}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
