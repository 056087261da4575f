import { Link } from "react-router";
import { FilePenLineIcon, PlusIcon, WandSparklesIcon } from "lucide-react";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { useMarketingCopy } from "./copy-values";
import { Hero } from "./hero";
import { homeCopy } from "./home-copy";

export function HomeHero() {
  const { hero } = useMarketingCopy(homeCopy);
  return (
    <Hero look="home" icon={WandSparklesIcon} copy={hero}>
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
    </Hero>
  );
}
