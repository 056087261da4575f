import { cn } from "~/lib/utils";
import { iconFor } from "./icons";
import { Section } from "./section";
import type { FeatureGridCopy } from "./types";

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Icon cards (benefits, use cases); `plain` drops the card frames for a lighter list. */
export function FeatureGrid({
  copy,
  columns = 3,
  band,
  plain = false,
}: {
  copy: FeatureGridCopy;
  columns?: keyof typeof COLUMNS;
  band?: boolean;
  plain?: boolean;
}) {
  return (
    <Section copy={copy} band={band}>
      <ul className={cn("grid gap-6", COLUMNS[columns], plain && "gap-x-10 gap-y-10")}>
        {copy.items.map((item) => {
          const Icon = iconFor(item.icon);
          return (
            <li
              key={item.title}
              className={cn(
                "flex gap-4",
                plain
                  ? "flex-row"
                  : "flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md in-data-band:bg-background",
              )}
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
