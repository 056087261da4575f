import { PATHS } from "@shared/routes";
import { fillTemplate as fill } from "@shared/fill-template";
import howItWorksEn from "~/features/about/copy/how-it-works.en.json";
import { COPY_VALUES } from "~/features/marketing/copy-fill";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/how-it-works";

const PATH = PATHS.howItWorks;

// Built when prerendering; the browser reads the tags back from the page (decision 0073), so the copy they
// are built from is not in this module's chunk.
export const meta: Route.MetaFunction = (args) => {
  if (!import.meta.env.SSR) return prerenderedMeta(args);
  const copy = howItWorksEn;
  return seoMeta({
    title: copy.meta.title,
    description: copy.meta.description,
    path: PATH,
    keywords: copy.meta.keywords,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: copy.hero.title,
        description: copy.meta.description,
        url: absoluteUrl(PATH),
        step: Object.values(copy.steps).map((step, index) => ({
          "@type": "HowToStep",
          position: index + 1,
          name: step.title,
          text: fill(step.lead, COPY_VALUES),
        })),
      },
    ],
  });
};

// The body keeps its prerendered HTML until it is needed (decision 0073).
const Body = island("page", () => import("~/features/about/how-it-works-page"), { ownsTitle: true });

export default function HowItWorks() {
  return <Body />;
}
