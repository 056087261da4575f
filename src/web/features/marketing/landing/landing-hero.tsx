import { CheckIcon, type LucideIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { PromptBox } from "../prompt-box";
import type { LandingCopy } from "./landing-copy";

/** The landing page's h1 and the same prompt box as the home hero (spec.md §2 Landing pages). */
export function LandingHero({ copy, icon: Icon }: { copy: LandingCopy["hero"]; icon: LucideIcon }) {
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 h-[40rem] bg-[radial-gradient(60%_60%_at_50%_0%,oklch(0.9_0.07_277/0.7),transparent)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,oklch(0.5_0.1_277/0.06)_1px,transparent_1px),linear-gradient(to_bottom,oklch(0.5_0.1_277/0.06)_1px,transparent_1px)] [mask-image:radial-gradient(70%_60%_at_50%_20%,black,transparent)] bg-[size:48px_48px]"
      />
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <Badge variant="accent" className="gap-1.5 px-3 py-1 text-sm whitespace-normal">
          <Icon aria-hidden />
          {copy.eyebrow}
        </Badge>
        <h1
          id="landing-title"
          className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.1]"
        >
          {copy.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{copy.subtitle}</p>
        <div className="mt-10 w-full max-w-2xl text-left">
          <PromptBox />
        </div>
        <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-center">
          {copy.points.map((point) => (
            <li key={point} className="flex items-center gap-1.5">
              <CheckIcon className="size-4 text-primary" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
