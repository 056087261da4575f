import { CoinsIcon, CrownIcon, MailIcon, PackageIcon, UsersIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "~/components/ui/skeleton";
import { StatCard } from "~/features/dashboard/stat-card";
import { useAdminStats } from "./admin-queries";

/** spec.md §2 Admin dashboard: Total Users, Subscribers, Total Plugins, Total Credits, Newsletter. */
export function AdminStatCards() {
  const { t, i18n } = useTranslation();
  const { data } = useAdminStats();
  const number = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-16" /> : n.toLocaleString(i18n.language);
  const cards = [
    { key: "totalUsers", icon: <UsersIcon className="size-4" aria-hidden />, value: data?.totalUsers },
    { key: "subscribers", icon: <CrownIcon className="size-4" aria-hidden />, value: data?.subscribers },
    { key: "totalPlugins", icon: <PackageIcon className="size-4" aria-hidden />, value: data?.totalPlugins },
    { key: "totalCredits", icon: <CoinsIcon className="size-4" aria-hidden />, value: data?.totalCredits },
    { key: "newsletter", icon: <MailIcon className="size-4" aria-hidden />, value: data?.newsletter },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      {cards.map((card) => (
        <StatCard key={card.key} icon={card.icon} title={t(`admin.stats.${card.key}`)} value={number(card.value)} />
      ))}
    </div>
  );
}
