import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { fill } from "~/lib/page-copy";
import { FIGURES } from "./figures";

/** The closing call to action of the about and how-it-works pages: to /auth. */
export function PageCta({ copy }: { copy: { title: string; text: string; button: string } }) {
  return (
    <section aria-labelledby="page-cta-title" className="container-page py-16 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-3xl" />
        <h2 id="page-cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">{fill(copy.text, FIGURES)}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8 bg-white text-indigo-700 hover:bg-indigo-50">
          <Link to="/auth">
            {copy.button}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
