import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslation } from "react-i18next";
import { EXTRA_CREDITS_PACK, PLANS, formatUsd } from "@shared/constants";
import type { AdminDailyStats } from "@shared/schemas/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAdminDailyStats } from "./admin-queries";

type Day = AdminDailyStats["days"][number];
const SERIES = ["signUps", "turns", "downloads", "creditsSpent"] as const;
const COLORS = [
  "var(--color-primary)",
  "oklch(0.65 0.15 200)",
  "oklch(0.7 0.15 80)",
  "oklch(0.6 0.2 330)",
  "oklch(0.55 0.12 155)",
  "oklch(0.5 0.05 264)",
  "oklch(0.62 0.2 27)",
];
const REVENUE_KEYS = [...PLANS.map((p) => p.id), EXTRA_CREDITS_PACK.id];

/** Each chart's numbers as a table too, for screen readers (and anyone who would rather read them). */
function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    // sr-only on the table itself does not clip it (a table grows to its cells): a wrapper does.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const shortDate = (date: string) => date.slice(5);

/** Activity and revenue over the last 30 days (issue #13), each chart with a table fallback. */
export function ActivityCharts() {
  const { t } = useTranslation();
  const { data } = useAdminDailyStats();
  if (!data) return <Skeleton className="h-72 w-full" />;
  const days: Day[] = data.days;
  const revenueRows = days.map((d) => ({
    date: d.date,
    ...Object.fromEntries(REVENUE_KEYS.map((k) => [k, d.revenueUsd[k] ?? 0])),
  }));
  const nameOf = (id: string) => PLANS.find((p) => p.id === id)?.name ?? t("admin.charts.extraPack");

  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <ChartCard title={t("admin.charts.activityTitle")} description={t("admin.charts.activityText")}>
        <div aria-hidden className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={days} margin={{ left: -16, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Legend />
              {SERIES.map((key, i) => (
                <Bar key={key} dataKey={key} name={t(`admin.charts.${key}`)} fill={COLORS[i]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <DataTable
          caption={t("admin.charts.activityTitle")}
          columns={[t("admin.charts.date"), ...SERIES.map((k) => t(`admin.charts.${k}`))]}
          rows={days.map((d) => [d.date, d.signUps, d.turns, d.downloads, d.creditsSpent])}
        />
      </ChartCard>
      <ChartCard title={t("admin.charts.revenueTitle")} description={t("admin.charts.revenueText")}>
        <div aria-hidden className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={revenueRows} margin={{ left: -8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} fontSize={11} />
              <YAxis fontSize={11} />
              <Tooltip formatter={(value) => formatUsd(Number(value))} />
              <Legend />
              {REVENUE_KEYS.map((key, i) => (
                <Bar key={key} dataKey={key} name={nameOf(key)} stackId="revenue" fill={COLORS[i % COLORS.length]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <DataTable
          caption={t("admin.charts.revenueTitle")}
          columns={[t("admin.charts.date"), ...REVENUE_KEYS.map(nameOf)]}
          rows={days.map((d) => [d.date, ...REVENUE_KEYS.map((k) => formatUsd(d.revenueUsd[k] ?? 0))])}
        />
      </ChartCard>
    </div>
  );
}
