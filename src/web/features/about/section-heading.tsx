import { cn } from "~/lib/utils";

/** The eyebrow, heading and optional lead paragraph that open a section of a marketing page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p className="text-sm font-semibold text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
