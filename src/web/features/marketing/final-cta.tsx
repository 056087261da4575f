import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { definePageCopy } from "~/lib/page-copy";
import { useMarketingCopy } from "./copy-values";
import en from "./copy/final-cta.en.json";
import sv from "./copy/final-cta.sv.json";
import type { CtaCopy } from "./sections/types";
import { PATHS } from "@shared/routes";

const defaultCopy = definePageCopy(en, sv);

/**
 * The closing call to action of marketing pages, always to /auth. Without `copy` it says the general
 * 'Ready to build your first plugin?'; a page's own copy must already be filled (useMarketingCopy).
 */
export function FinalCta({ copy: pageCopy }: { copy?: CtaCopy }) {
  const fallback = useMarketingCopy(defaultCopy);
  const copy = pageCopy ?? fallback;
  return (
    <section aria-labelledby="final-cta-title" className="container-page py-16 sm:py-20">
      <div className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-32 -left-16 -z-10 size-72 rounded-full bg-violet-400/20 blur-3xl"
        />
        <h2 id="final-cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">{copy.text}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8 bg-white text-indigo-700 hover:bg-indigo-50">
          <Link to={PATHS.auth}>
            {copy.button}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
