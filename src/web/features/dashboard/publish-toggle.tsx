import { useId } from "react";
import { GlobeIcon, LockIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { PluginListItem } from "@shared/schemas/plugins";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/api";
import type { useSetPublic } from "./use-set-public";

/** A plugin row's Make public / Make private button. */
export function PublishButton({ plugin, publish }: { plugin: PluginListItem; publish: ReturnType<typeof useSetPublic> }) {
  const { t } = useTranslation();
  const next = !plugin.isPublic;
  const label = t(next ? "dashboard.publish.makePublicLabel" : "dashboard.publish.makePrivateLabel", { name: plugin.name });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      title={label}
      disabled={publish.isPending}
      onClick={() => {
        publish.reset();
        publish.mutate(next, {
          onSuccess: () => toast.success(t(next ? "dashboard.publish.published" : "dashboard.publish.unpublished", { name: plugin.name })),
        });
      }}
    >
      {publish.isPending ? <Spinner /> : next ? <GlobeIcon aria-hidden /> : <LockIcon aria-hidden />}
      {t(next ? "dashboard.publish.makePublic" : "dashboard.publish.makePrivate")}
    </Button>
  );
}

/**
 * Why the server refused to make the plugin public (checks not passed, hourly limit), in its own words,
 * kept under the row until dismissed: a toast would vanish before a list of findings can be read.
 */
export function PublishRefusal({ plugin, publish }: { plugin: PluginListItem; publish: ReturnType<typeof useSetPublic> }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!publish.isError) return null;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm sm:basis-full"
      data-testid="publish-refusal"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={titleId} className="font-medium text-destructive">
          {t("dashboard.publish.refusedTitle", { name: plugin.name })}
        </p>
        <p className="[overflow-wrap:anywhere]">{errorMessage(publish.error)}</p>
      </div>
      <Button variant="ghost" size="icon" className="size-7 shrink-0" onClick={() => publish.reset()} aria-label={t("dashboard.publish.dismiss")}>
        <XIcon aria-hidden />
      </Button>
    </div>
  );
}
