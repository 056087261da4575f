import { useId, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import type { SectionHeadingCopy } from "./types";

/**
 * One marketing section: a landmark labelled by its heading. `band` draws it as a full-width card
 * band (cards inside switch to the page background there, via `in-data-band:`); `split` puts the
 * heading beside the content on wide screens instead of above it.
 */
export function Section({
  copy,
  band = false,
  split = false,
  id,
  headingExtra,
  children,
}: {
  copy: SectionHeadingCopy;
  band?: boolean;
  split?: boolean;
  id?: string;
  /** More text under the heading (split sections). */
  headingExtra?: ReactNode;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = id ? `${id}-title` : `${generatedId}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-band={band ? "" : undefined}
      className={cn("py-16 sm:py-20", band && "border-y bg-card")}
    >
      <div
        className={cn(
          "container-page",
          split && "grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16",
        )}
      >
        <div className={cn(split && "lg:sticky lg:top-24 lg:self-start")}>
          <SectionHeading copy={copy} headingId={headingId} align={split ? "left" : "center"} />
          {headingExtra}
        </div>
        <div className={cn(!split && "mt-12")}>{children}</div>
      </div>
    </section>
  );
}

export function SectionHeading({
  copy,
  headingId,
  align = "center",
}: {
  copy: SectionHeadingCopy;
  headingId: string;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {copy.eyebrow ? <p className="text-sm font-semibold text-primary">{copy.eyebrow}</p> : null}
      <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {copy.title}
      </h2>
      {copy.intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{copy.intro}</p> : null}
    </div>
  );
}
