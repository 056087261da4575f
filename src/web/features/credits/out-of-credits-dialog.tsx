import { Link } from "react-router";
import { CoinsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { buttonVariants } from "~/components/ui/button";

/** spec.md §2 Credits badge and Out of Credits dialog: shown when a turn is refused for want of credits. */
export function OutOfCreditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <span
            className="mb-1 grid size-11 place-items-center rounded-full bg-accent text-accent-foreground"
            aria-hidden
          >
            <CoinsIcon className="size-5" />
          </span>
          <AlertDialogTitle>{t("credits.outOfCredits.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("credits.outOfCredits.text")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("credits.outOfCredits.later")}</AlertDialogCancel>
          <Link to={PATHS.pricing} className={buttonVariants()} onClick={() => onOpenChange(false)}>
            {t("credits.outOfCredits.upgrade")}
          </Link>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
