import { useState } from "react";
import { useNavigate } from "react-router";
import { CopyIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { PublicPlugin } from "@shared/schemas/public-plugins";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { loadMe } from "~/features/account/me-query";
import { hasErrorCode } from "~/lib/api";
import { usePublicPlugins } from "~/features/plugins/public-plugins-query";
import { relativeTimeLabel } from "~/lib/relative-time";
import { PATHS, builderPath } from "@shared/routes";

/**
 * Home's 'Explore Public Plugins' (spec.md §2): the newest public plugins, loaded in the browser after
 * hydration (the page itself is prerendered); hidden while loading, on failure and when there are none.
 */
export function PublicPluginsGallery() {
  const { t } = useTranslation();
  const query = usePublicPlugins();
  const plugins = query.data ?? [];
  if (plugins.length === 0) return null;

  return (
    <section aria-labelledby="public-plugins-title" className="py-16 sm:py-20" data-testid="public-plugins">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t("home.gallery.eyebrow")}</p>
          <h2 id="public-plugins-title" className="mt-2 text-3xl font-bold tracking-tight text-balance">
            {t("home.gallery.title")}
          </h2>
          <p className="mt-3 text-muted-foreground">{t("home.gallery.text")}</p>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {plugins.map((plugin) => (
            <PublicPluginCard key={plugin.id} plugin={plugin} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PublicPluginCard({ plugin }: { plugin: PublicPlugin }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);

  async function copy() {
    setCopying(true);
    try {
      const me = await loadMe().catch(() => null);
      if (!me) {
        toast(t("home.gallery.signInTitle"), { description: t("home.gallery.signInText") });
        await navigate(PATHS.auth);
        return;
      }
      // The signed-in app's queries (and zod) are loaded only now (decision 0041).
      const { copyPublicPlugin } = await import("~/features/plugins/plugins-query");
      const created = await copyPublicPlugin(plugin.id);
      toast.success(t("home.gallery.copiedTitle"), { description: t("home.gallery.copiedText") });
      await navigate(builderPath(created.id));
    } catch (error) {
      if (hasErrorCode(error, "unauthorized")) {
        toast(t("home.gallery.signInTitle"), { description: t("home.gallery.signInText") });
        await navigate(PATHS.auth);
        return;
      }
      toast.error(t("home.gallery.copyErrorTitle"), { description: t("home.gallery.copyErrorText") });
    } finally {
      setCopying(false);
    }
  }

  return (
    <li
      className="flex w-full flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
      data-testid="public-plugin"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{plugin.name}</h3>
        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground tabular-nums">
          v{plugin.version}
        </span>
      </div>
      {plugin.checkedInWordPress ? (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success" data-testid="checked-in-wordpress">
          <ShieldCheckIcon className="size-3.5" aria-hidden />
          {t("home.gallery.checked", { version: plugin.checkedInWordPress })}
        </p>
      ) : null}
      {plugin.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">{plugin.description}</p>
      ) : null}
      <p className="mt-auto flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <UserIcon className="size-3.5" aria-hidden />
          <span className="sr-only">{t("home.gallery.author")}</span>
          {plugin.author}
        </span>
        <span aria-hidden>·</span>
        <time dateTime={plugin.createdAt}>{relativeTimeLabel(t, i18n.language, plugin.createdAt)}</time>
      </p>
      <Button
        variant="outline"
        onClick={() => void copy()}
        disabled={copying}
        aria-label={t("home.gallery.copyLabel", { name: plugin.name })}
      >
        {copying ? <Spinner /> : <CopyIcon aria-hidden />}
        {t("home.gallery.copy")}
      </Button>
    </li>
  );
}
