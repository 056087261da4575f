import type { CtaCopy, FaqCopy } from "../sections/types";

/** What every landing page's copy file has, besides the sections of its own angle. */
export interface LandingCopy {
  meta: { title: string; description: string; keywords: readonly string[] };
  hero: { eyebrow: string; title: string; subtitle: string; points: readonly string[] };
  faq?: FaqCopy;
  cta: CtaCopy;
}
