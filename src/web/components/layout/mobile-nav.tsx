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

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.hash]);

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
