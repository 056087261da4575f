import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { PageTitle } from "~/components/layout/page-title";
import { FinalCta } from "../final-cta";
import { LandingHero } from "./landing-hero";
import type { LandingCopy } from "./landing-copy";

/**
 * A landing page: hero with h1 and prompt box, the page's own sections (children), and the call to
 * action to /auth. The copy must already be filled (useMarketingCopy).
 */
export function LandingLayout({ copy, icon, children }: { copy: LandingCopy; icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <PageTitle title={copy.meta.title} />
      <LandingHero copy={copy.hero} icon={icon} />
      {children}
      <FinalCta copy={copy.cta} />
    </>
  );
}
