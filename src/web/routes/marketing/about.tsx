import { CONTACT, PRODUCT_NAME } from "@shared/constants";
import { PATHS } from "@shared/routes";
import aboutEn from "~/features/about/copy/about.en.json";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { SITE_URL, absoluteUrl, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

const PATH = PATHS.about;

// Built when prerendering; the browser reads the tags back from the page (decision 0073), so the copy they
// are built from is not in this module's chunk.
export const meta: Route.MetaFunction = (args) => {
  if (!import.meta.env.SSR) return prerenderedMeta(args);
  const { meta: copy } = aboutEn;
  return seoMeta({
    title: copy.title,
    description: copy.description,
    path: PATH,
    keywords: copy.keywords,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: `${copy.title} ${PRODUCT_NAME}`,
        description: copy.description,
        url: absoluteUrl(PATH),
        inLanguage: "en",
        mainEntity: {
          "@type": "Organization",
          name: PRODUCT_NAME,
          url: SITE_URL,
          email: CONTACT.supportEmail,
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer support",
            email: CONTACT.supportEmail,
            url: absoluteUrl(PATHS.contact),
            availableLanguage: ["English", "Swedish"],
          },
        },
      },
    ],
  });
};

// The body keeps its prerendered HTML until it is needed (decision 0073).
const Body = island("page", () => import("~/features/about/about-page"), { ownsTitle: true });

export default function About() {
  return <Body />;
}
