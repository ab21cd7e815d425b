/** @file Renders a legal document (legal notice, privacy notice, cookie policy) from its content module. */
// biome-ignore-all lint/suspicious/noArrayIndexKey: the document is static built-in content, never reordered, and its runs, items and blocks have no ids

import type { ReactNode } from "react";
import { withCompany } from "../../content/text";
import type { LegalBlock, LegalDocument, RichText } from "../../content/types";
import { useCompanyName, useSiteData, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";

function Rich({ text, company }: { text: RichText; company: string }) {
  if (typeof text === "string") return <>{withCompany(text, company)}</>;
  return (
    <>
      {text.map((run, i) =>
        typeof run === "string" ? (
          withCompany(run, company)
        ) : run.external ? (
          <a key={i} href={run.href} target="_blank" rel="noopener noreferrer">
            {withCompany(run.text, company)}
          </a>
        ) : (
          <AppLink key={i} href={run.href}>
            {withCompany(run.text, company)}
          </AppLink>
        ),
      )}
    </>
  );
}

function Block({ block, company }: { block: LegalBlock; company: string }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <Rich text={block.text} company={company} />
        </p>
      );
    case "h3":
      return <h3>{withCompany(block.text, company)}</h3>;
    case "list":
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>
              <Rich text={item} company={company} />
            </li>
          ))}
        </ul>
      );
    case "lines":
      return (
        <p>
          {block.lines.map((line, i) => (
            <span key={i}>
              {i > 0 ? <br /> : null}
              {withCompany(line, company)}
            </span>
          ))}
        </p>
      );
  }
}

export function LegalDocumentView({
  doc,
  lang,
  notice,
  children,
}: {
  doc: LegalDocument;
  lang?: string;
  notice?: string;
  children?: ReactNode;
}) {
  const company = useCompanyName();
  const t = useT();
  const hasAnalyticsTag = useSiteData().config.analyticsTagId !== "";
  const shown = (block: LegalBlock) => hasAnalyticsTag || !("onlyWithAnalyticsTag" in block && block.onlyWithAnalyticsTag);
  return (
    <article className="section legal" lang={lang}>
      <div className="container container--narrow prose">
        <h1>{withCompany(doc.title, company)}</h1>
        {notice ? (
          <p className="alert alert--info" lang="en">
            {notice}
          </p>
        ) : null}
        {doc.updated ? <p className="legal__updated">{doc.updated}</p> : null}
        {doc.intro?.map((p, i) => (
          <p key={i}>
            <Rich text={p} company={company} />
          </p>
        ))}
        {doc.toc ? (
          <nav className="legal__toc" aria-labelledby="toc-title">
            <h2 id="toc-title">{t("legal.toc")}</h2>
            <ol>
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{withCompany(s.heading, company)}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`}>
            <h2 id={`${section.id}-h`}>{withCompany(section.heading, company)}</h2>
            {section.blocks.filter(shown).map((block, i) => (
              <Block key={i} block={block} company={company} />
            ))}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
