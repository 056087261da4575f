import { useState } from "react";
import { Link } from "react-router";
import { EyeIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PluginListItem } from "@shared/schemas/plugins";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { relativeTimeLabel } from "~/lib/relative-time";
import { DeletePluginDialog } from "./delete-plugin-dialog";
import { pluginHref } from "./plugin-stats";
import { PublishButton, PublishRefusal } from "./publish-toggle";
import { useSetPublic } from "./use-set-public";

/** One of the dashboard's two plugin lists ('My Own Plugins' or 'Edited Plugins'). */
export function PluginListSection({
  id,
  title,
  plugins,
  loading,
  emptyText,
}: {
  id: string;
  title: string;
  plugins: readonly PluginListItem[];
  loading: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<PluginListItem | null>(null);
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={id}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {!loading ? (
          <span className="text-sm text-muted-foreground tabular-nums">
            {t("dashboard.plugins.count", { count: plugins.length })}
          </span>
        ) : null}
      </div>
      {loading ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t("dashboard.plugins.loading")}>
          {[0, 1].map((key) => (
            <li key={key} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-24" />
            </li>
          ))}
        </ul>
      ) : plugins.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {plugins.map((plugin) => (
            <PluginRow key={plugin.id} plugin={plugin} onDelete={() => setDeleting(plugin)} />
          ))}
        </ul>
      )}
      <DeletePluginDialog plugin={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function PluginRow({ plugin, onDelete }: { plugin: PluginListItem; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const completed = plugin.status === "completed";
  const publish = useSetPublic(plugin.id);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
      data-testid="plugin-item"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-medium [overflow-wrap:anywhere]">{plugin.name}</h3>
          <Badge variant={completed ? "success" : "secondary"}>
            {t(`dashboard.plugins.status.${completed ? "completed" : "other"}`, { status: plugin.status })}
          </Badge>
          {plugin.isPublic ? <Badge variant="accent">{t("dashboard.plugins.public")}</Badge> : null}
          {plugin.isImported ? <Badge variant="outline">{t("dashboard.plugins.imported")}</Badge> : null}
        </div>
        {plugin.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{plugin.description}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={plugin.createdAt} title={new Date(plugin.createdAt).toLocaleString(i18n.language)}>
            {relativeTimeLabel(t, i18n.language, plugin.createdAt)}
          </time>
          <span aria-hidden> · </span>v{plugin.version}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <PublishButton plugin={plugin} publish={publish} />
        <Button asChild variant="outline" size="sm">
          <Link to={pluginHref(plugin)} aria-label={t("dashboard.plugins.viewLabel", { name: plugin.name })}>
            <EyeIcon aria-hidden />
            {t("dashboard.plugins.view")}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive"
          onClick={onDelete}
          aria-label={t("dashboard.plugins.deleteLabel", { name: plugin.name })}
          title={t("dashboard.plugins.deleteLabel", { name: plugin.name })}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <PublishRefusal plugin={plugin} publish={publish} />
    </li>
  );
}
