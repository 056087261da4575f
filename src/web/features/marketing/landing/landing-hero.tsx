import { CheckIcon, type LucideIcon } from "lucide-react";
import { Hero } from "../hero";
import type { LandingCopy } from "./landing-copy";

/** The landing page's h1 and the same prompt box as the home hero (spec.md §2 Landing pages). */
export function LandingHero({ copy, icon }: { copy: LandingCopy["hero"]; icon: LucideIcon }) {
  return (
    <Hero look="landing" icon={icon} copy={copy}>
      <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-center">
        {copy.points.map((point) => (
          <li key={point} className="flex items-center gap-1.5">
            <CheckIcon className="size-4 text-primary" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
    </Hero>
  );
}
