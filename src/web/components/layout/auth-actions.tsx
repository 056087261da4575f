import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/utils";
import { PATHS } from "@shared/routes";

/** Sign In and Get Started for visitors; nothing for signed-in users (their links are in the nav). */
export function AuthActions({
  signedIn,
  pending,
  className,
  stacked = false,
  untilSession = false,
}: {
  signedIn: boolean;
  pending: boolean;
  className?: string;
  stacked?: boolean;
  /** Hidden (keeping its place) until the page removes data-session-pending (decision 0073). */
  untilSession?: boolean;
}) {
  const { t } = useTranslation();
  if (pending) return <Skeleton className={cn("h-9 w-40", className)} />;
  if (signedIn) return null;
  return (
    <div
      data-session-pending={untilSession ? "" : undefined}
      className={cn("items-center gap-2 data-session-pending:invisible", stacked ? "flex flex-col" : "flex", className)}
    >
      <Button asChild variant="ghost" className={cn(stacked && "w-full")}>
        <Link to={PATHS.auth}>{t("nav.signIn")}</Link>
      </Button>
      <Button asChild className={cn(stacked && "w-full")}>
        <Link to={PATHS.auth}>{t("nav.getStarted")}</Link>
      </Button>
    </div>
  );
}
