/** @file The public page frame: skip link, top bar, navigation, breadcrumbs, main, footer, cookie banner. */
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import { Breadcrumbs } from "./breadcrumbs";
import { CookieBanner } from "./cookie-banner";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";
import { TopBar } from "./top-bar";

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skip.main")}
      </a>
      <TopBar />
      <NavBar />
      <Breadcrumbs />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </>
  );
}
