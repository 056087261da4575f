import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { MenuIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { NavLinkItem } from "./nav-links";

// The panel and its dialog code are fetched when the menu is first wanted, not with every page.
const loadPanel = () => import("./mobile-nav-panel");
const MobileNavPanel = lazy(loadPanel);

/** Below the lg breakpoint the header links live in a slide-in panel. */
export function MobileNav({
  links,
  signedIn,
  pending,
}: {
  links: NavLinkItem[];
  signedIn: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const shownAt = location.pathname + location.hash;
  // The address the menu was last opened at. A link's address is in the address bar as soon as it is followed,
  // while the page it leads to may still be loading and the old one still shown.
  const openedAt = useRef<string | null>(null);

  // A page that arrives closes the menu, unless the menu was opened after it was asked for: then it is this
  // page's menu, opened while the page loaded.
  useEffect(() => {
    if (openedAt.current !== shownAt) setOpen(false);
  }, [shownAt]);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          openedAt.current = window.location.pathname + window.location.hash;
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" aria-hidden />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavPanel
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            links={links}
            signedIn={signedIn}
            pending={pending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
