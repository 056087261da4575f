import type { RefObject } from "react";
import { NavLink } from "react-router";
import { Dialog as DialogPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { AuthActions } from "./auth-actions";
import { LogoMark } from "./logo";
import type { NavLinkItem } from "./nav-links";

/** The slide-in menu itself; loaded the first time someone opens it (mobile-nav.tsx). */
export default function MobileNavPanel({
  open,
  onOpenChange,
  triggerRef,
  links,
  signedIn,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  links: NavLinkItem[];
  signedIn: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/40 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // There is no Radix trigger (the button lives outside this lazily loaded part): give focus back by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] animate-fade-in flex-col gap-6 border-l bg-card p-5 shadow-xl lg:hidden"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="flex items-center gap-2 font-semibold">
              <LogoMark className="size-7" />
              {t("nav.menu")}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
                <XIcon className="size-5" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t("nav.main")}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={() => onOpenChange(false)}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                        isActive ? "bg-accent text-accent-foreground" : "text-foreground",
                      )
                    }
                  >
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AuthActions signedIn={signedIn} pending={pending} stacked className="mt-auto" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
