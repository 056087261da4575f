import { Link } from "react-router";
import { FilePenLineIcon, PlusIcon, WandSparklesIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useMarketingCopy } from "./copy-values";
import { homeCopy } from "./home-copy";
import { PromptBox } from "./prompt-box";
import { PATHS } from "@shared/routes";

export function HomeHero() {
  const { hero } = useMarketingCopy(homeCopy);
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_50%_0%,oklch(0.9_0.07_277/0.7),transparent)]"
      />
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <Badge variant="accent" className="gap-1.5 px-3 py-1 text-sm">
          <WandSparklesIcon aria-hidden />
          {hero.eyebrow}
        </Badge>
        <h1
          id="home-title"
          className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{hero.subtitle}</p>
        <div className="mt-10 w-full max-w-2xl text-left">
          <PromptBox />
        </div>
        <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to={PATHS.builder}>
              <PlusIcon aria-hidden />
              {hero.createNew}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={PATHS.pluginEditor}>
              <FilePenLineIcon aria-hidden />
              {hero.editExisting}
            </Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">{hero.freeCredits}</p>
      </div>
    </section>
  );
}
