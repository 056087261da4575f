// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { QueryClientProvider } from "@tanstack/react-query";
import { Link, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Logo } from "~/components/layout/logo";
import { SkipLink } from "~/components/layout/skip-link";
import { queryClient } from "~/lib/query-client";

/** Sign-in and onboarding: a quiet frame without the marketing navigation. */
export default function FocusLayout() {
  const { t } = useTranslation();
  // The app's queries: the root has no query client, so public pages do not download it (decision 0073).
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]">
        <SkipLink />
        <header className="container-page flex h-16 items-center justify-between gap-4">
          <Logo />
          <LanguageSwitcher />
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col px-4 py-8 outline-none sm:py-12">
          <Outlet />
        </main>
        <footer className="container-page flex flex-col items-center justify-between gap-3 py-6 text-xs text-muted-foreground sm:flex-row">
          <p>{t("footer.rights", { year: new Date().getFullYear(), name: PRODUCT_NAME })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex gap-4">
              <li>
                <Link to={PATHS.terms} className="hover:text-foreground">
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link to={PATHS.privacy} className="hover:text-foreground">
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to={PATHS.contact} className="hover:text-foreground">
                  {t("footer.contact")}
                </Link>
              </li>
            </ul>
          </nav>
        </footer>
      </div>
    </QueryClientProvider>
  );
}
