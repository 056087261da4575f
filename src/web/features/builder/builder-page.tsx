import { useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import { PageTitle } from "~/components/layout/page-title";
import { TooltipProvider } from "~/components/ui/tooltip";
import { useCurrentUser } from "~/features/account/use-current-user";
import { OutOfCreditsDialog } from "~/features/credits/out-of-credits-dialog";
import { useCreditsReload } from "~/features/credits/use-credits-reload";
import { useMediaQuery } from "~/lib/use-media-query";
import { BuilderProvider } from "./builder-context";
import { SplitLayout, TabbedLayout } from "./builder-layout";
import { BuilderHeader } from "./header/builder-header";
import { PluginLoadError } from "./plugin-load-error";
import { useBuilderSession } from "./use-builder-session";

/** /builder: header, then chat and preview side by side (or as tabs below 768 px). */
export function BuilderPage({ me: loadedMe }: { me: Me }) {
  const { t } = useTranslation();
  const me = useCurrentUser(loadedMe);
  const session = useBuilderSession({ mode: "builder" });
  const wide = useMediaQuery("(min-width: 768px)");
  useCreditsReload();

  return (
    <BuilderProvider session={session}>
      <TooltipProvider>
        <div className="flex h-full min-h-0 flex-1 animate-[fade-in_300ms_ease-out_100ms_both] flex-col">
          <PageTitle title={session.plugin?.name ?? t("builder.metaTitle")} />
          <BuilderHeader balance={me.credits.balance} />
          {session.pluginQuery.isError ? (
            <PluginLoadError error={session.pluginQuery.error} onRetry={() => void session.pluginQuery.refetch()} />
          ) : wide ? (
            <SplitLayout />
          ) : (
            <TabbedLayout />
          )}
        </div>
        <OutOfCreditsDialog open={session.outOfCredits} onOpenChange={session.setOutOfCredits} />
      </TooltipProvider>
    </BuilderProvider>
  );
}
