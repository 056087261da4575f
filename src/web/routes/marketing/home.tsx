import { useEffect } from "react";
import { PATHS } from "@shared/routes";
import { listPostSummaries } from "~/features/blog/posts.server";
import { fillCopy } from "~/features/marketing/copy-fill";
import homeEn from "~/features/marketing/copy/home.en.json";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { softwareApplicationJsonLd } from "~/features/marketing/structured-data";
import { faqJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

// Runs at build time: the three newest articles are prerendered into the home page.
export function loader() {
  return { posts: listPostSummaries().slice(0, 3) };
}

// Built when prerendering; the browser reads the tags back from the page (decision 0073), so the copy they
// are built from is not in this module's chunk.
export const meta: Route.MetaFunction = (args) => {
  if (!import.meta.env.SSR) return prerenderedMeta(args);
  const { meta, faq } = fillCopy(homeEn);
  return seoMeta({
    title: meta.title,
    description: meta.description,
    path: PATHS.home,
    keywords: meta.keywords,
    jsonLd: [faqJsonLd(faq.items), softwareApplicationJsonLd(meta.description)],
  });
};

// The page's body keeps its prerendered HTML until it is used (decision 0073): the prompt box, or the
// gallery of public plugins, which is loaded in the browser and so needs the component.
const HomePage = island("home", () => import("~/features/marketing/home-page"), { ownsTitle: true });

export default function Home({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    const gallery = document.querySelector("[data-home-gallery]");
    if (!gallery || typeof IntersectionObserver === "undefined") return void HomePage.wake();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        HomePage.wake();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(gallery);
    return () => observer.disconnect();
  }, []);

  return <HomePage posts={loaderData.posts} />;
}
