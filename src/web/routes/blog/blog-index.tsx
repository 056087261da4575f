import { PATHS } from "@shared/routes";
import blogEn from "~/features/blog/copy/blog.en.json";
import { listPostSummaries } from "~/features/blog/posts.server";
import { rssLink } from "~/features/blog/rss-link";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-index";

// Runs at build time: the list is prerendered into /blog's HTML.
export function loader() {
  return { posts: listPostSummaries() };
}

export const links: Route.LinksFunction = () => [rssLink];

// Built when prerendering; the browser reads the tags back from the page (decision 0073).
export const meta: Route.MetaFunction = (args) =>
  import.meta.env.SSR
    ? seoMeta({
        title: blogEn.indexMetaTitle,
        description: blogEn.indexDescription,
        path: PATHS.blog,
        keywords: ["WordPress plugin guides", "build WordPress plugin without code", "WordPress plugin ideas", "WordPress plugin security"],
        jsonLd: [
          breadcrumbJsonLd([
            { name: blogEn.home, path: PATHS.home },
            { name: blogEn.blog, path: PATHS.blog },
          ]),
        ],
      })
    : prerenderedMeta(args);

// The list keeps its prerendered HTML until it is needed (decision 0073): its cards are plain links.
const Body = island("page", () => import("~/features/blog/blog-index-page"), { ownsTitle: true });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <Body posts={loaderData.posts} />;
}
