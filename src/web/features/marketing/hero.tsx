import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { PromptBox } from "./prompt-box";

/** The landing pages' hero is a little taller, on a faint grid, with a smaller h1 for their longer titles. */
const LOOKS = {
  home: {
    titleId: "home-title",
    glow: "h-[36rem]",
    grid: false,
    badge: "",
    title: "lg:text-6xl",
  },
  landing: {
    titleId: "landing-title",
    glow: "h-[40rem]",
    grid: true,
    badge: "whitespace-normal",
    title: "lg:text-[3.5rem] lg:leading-[1.1]",
  },
} as const;

/**
 * The marketing pages' hero: an eyebrow badge, the page's h1 (its id names the section), a subtitle and
 * the prompt box; `children` is what follows the prompt box on that page.
 */
export function Hero({
  look,
  icon: Icon,
  copy,
  children,
}: {
  look: keyof typeof LOOKS;
  icon: LucideIcon;
  copy: { eyebrow: string; title: string; subtitle: string };
  children: ReactNode;
}) {
  const styles = LOOKS[look];
  return (
    <section aria-labelledby={styles.titleId} className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className={`absolute inset-x-0 -top-40 -z-10 ${styles.glow} bg-[radial-gradient(60%_60%_at_50%_0%,oklch(0.9_0.07_277/0.7),transparent)]`}
      />
      {styles.grid ? (
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,oklch(0.5_0.1_277/0.06)_1px,transparent_1px),linear-gradient(to_bottom,oklch(0.5_0.1_277/0.06)_1px,transparent_1px)] [mask-image:radial-gradient(70%_60%_at_50%_20%,black,transparent)] bg-[size:48px_48px]"
        />
      ) : null}
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <Badge variant="accent" className={cn("gap-1.5 px-3 py-1 text-sm", styles.badge)}>
          <Icon aria-hidden />
          {copy.eyebrow}
        </Badge>
        <h1
          id={styles.titleId}
          className={`mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl ${styles.title}`}
        >
          {copy.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{copy.subtitle}</p>
        <div className="mt-10 w-full max-w-2xl text-left">
          <PromptBox />
        </div>
        {children}
      </div>
    </section>
  );
}
