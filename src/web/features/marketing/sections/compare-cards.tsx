import { CheckIcon, MinusIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { Section } from "./section";
import type { CompareCopy } from "./types";

const COLUMNS: Record<number, string> = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" };

/** Ways of getting a plugin side by side; the highlighted column is ours. */
export function CompareCards({ copy, band }: { copy: CompareCopy; band?: boolean }) {
  return (
    <Section copy={copy} band={band}>
      {copy.highlights?.length ? (
        <dl className="mb-12 grid gap-4 sm:grid-cols-3">
          {copy.highlights.map((highlight) => (
            <div
              key={highlight.label}
              className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-6 text-center shadow-sm in-data-band:bg-background"
            >
              <dt className="text-sm text-muted-foreground">{highlight.label}</dt>
              <dd className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-3xl font-bold tracking-tight text-transparent">
                {highlight.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={cn("grid items-stretch gap-6", COLUMNS[copy.columns.length] ?? "md:grid-cols-3")}>
        {copy.columns.map((column) => (
          <div
            key={column.title}
            className={cn(
              "relative flex flex-col rounded-xl border p-6 sm:p-8",
              column.highlight
                ? "border-primary bg-gradient-to-b from-accent to-card shadow-lg ring-2 shadow-indigo-950/10 ring-primary"
                : "bg-card in-data-band:bg-background",
            )}
          >
            {column.badge ? (
              <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                {column.badge}
              </span>
            ) : null}
            <h3 className="text-lg font-semibold">{column.title}</h3>
            <ul className="mt-5 flex flex-col gap-3 text-sm">
              {column.items.map((item) => (
                <li key={item} className="flex gap-2.5">
                  {column.highlight ? (
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  ) : (
                    <MinusIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  )}
                  <span className={cn(!column.highlight && "text-muted-foreground")}>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
