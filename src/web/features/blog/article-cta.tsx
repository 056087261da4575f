import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import { CREDITS } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { fill, usePageCopy } from "~/lib/page-copy";
import { blogCopy } from "./blog-copy";

/** The 'Ready to Build Your Plugin?' box under every article. */
export function ArticleCta() {
  const copy = usePageCopy(blogCopy);
  return (
    <section
      aria-labelledby="article-cta-title"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-10 text-center text-white shadow-lg sm:px-10"
    >
      <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight text-balance">
        {copy.ctaTitle}
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-indigo-100">{fill(copy.ctaText, { credits: CREDITS.signUpBonus })}</p>
      <Button asChild size="lg" variant="secondary" className="mt-6 bg-white text-indigo-700 hover:bg-indigo-50">
        <Link to={PATHS.auth}>
          {copy.ctaButton}
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
