import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** One tile in the dashboard's stat row. */
export function StatCard({
  icon,
  title,
  value,
  text,
  action,
  className,
}: {
  icon: ReactNode;
  title: string;
  value: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm", className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className="grid size-9 place-items-center rounded-lg bg-primary/10 text-primary">{icon}</span>
      </div>
      <p className="text-2xl font-bold tracking-tight">{value}</p>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-auto pt-1">{action}</div> : null}
    </section>
  );
}
