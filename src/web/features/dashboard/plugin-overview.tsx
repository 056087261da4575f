import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalendarDaysIcon, PackageIcon, PlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@shared/constants";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { usePluginList } from "~/features/plugins/plugins-query";
import { errorMessage } from "~/lib/api";
import { countThisWeek, splitPlugins } from "./plugin-stats";
import { PluginListSection } from "./plugin-list-section";
import { StatCard } from "./stat-card";
import { PATHS } from "@shared/routes";

/** Total Plugins and This Week, then the extra cards, the two plugin lists or the empty state. */
export function PluginOverview({ extraCards }: { extraCards: ReactNode }) {
  const { t } = useTranslation();
  const query = usePluginList();
  const plugins = query.data ?? [];
  const loading = query.isPending;
  const { own, edited } = splitPlugins(plugins);
  const number = (value: number) =>
    loading ? <Skeleton className="h-8 w-12" /> : <span className="tabular-nums">{value}</span>;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={<PackageIcon className="size-5" aria-hidden />}
          title={t("dashboard.stats.total")}
          value={number(plugins.length)}
          text={t("dashboard.stats.totalText")}
        />
        <StatCard
          icon={<CalendarDaysIcon className="size-5" aria-hidden />}
          title={t("dashboard.stats.thisWeek")}
          value={number(countThisWeek(plugins))}
          text={t("dashboard.stats.thisWeekText", { days: LIMITS.thisWeekDays })}
        />
        {extraCards}
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-5">
          <p className="font-medium">{t("dashboard.plugins.loadError")}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t("dashboard.plugins.retry")}
          </Button>
        </div>
      ) : !loading && plugins.length === 0 ? (
        <section className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden>
            <PackageIcon className="size-6" />
          </span>
          <div>
            <h2 className="text-lg font-semibold">{t("dashboard.plugins.emptyTitle")}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("dashboard.plugins.emptyText")}</p>
          </div>
          <Button asChild size="lg">
            <Link to={PATHS.builder}>
              <PlusIcon aria-hidden />
              {t("dashboard.plugins.createFirst")}
            </Link>
          </Button>
        </section>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          <PluginListSection
            id="own-plugins"
            title={t("dashboard.plugins.ownTitle")}
            plugins={own}
            loading={loading}
            emptyText={t("dashboard.plugins.ownEmpty")}
          />
          <PluginListSection
            id="edited-plugins"
            title={t("dashboard.plugins.editedTitle")}
            plugins={edited}
            loading={loading}
            emptyText={t("dashboard.plugins.editedEmpty")}
          />
        </div>
      )}
    </>
  );
}
