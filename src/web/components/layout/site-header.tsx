import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useMe } from "~/features/account/me-query";
import { cn } from "~/lib/utils";
import { AuthActions } from "./auth-actions";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { headerLinks } from "./nav-links";

/**
 * `sessionUnknown`: prerendered for the public pages (decision 0073), where nobody is known yet: the visitor's
 * actions are rendered but hidden until the page has asked for the session (features/marketing/shell).
 */
export function SiteHeader({ sessionUnknown = false }: { sessionUnknown?: boolean }) {
  const { t } = useTranslation();
  const { data: me, isPending: loading } = useMe();
  const isPending = loading && !sessionUnknown;
  const links = headerLinks(me);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center gap-6">
        <Logo />
        <nav aria-label={t("nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                      isActive ? "text-primary" : "text-muted-foreground",
                    )
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <AuthActions
            signedIn={Boolean(me)}
            pending={isPending}
            untilSession={sessionUnknown}
            className="hidden lg:flex"
          />
          <MobileNav links={links} signedIn={Boolean(me)} pending={isPending} />
        </div>
      </div>
    </header>
  );
}
