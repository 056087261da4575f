// This page renders with i18next (the root does not load it, decision 0073).
import "~/lib/i18n";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { blogCopy } from "~/features/blog/blog-copy";
import { PostCard } from "~/features/blog/post-card";
import { listPostSummaries } from "~/features/blog/posts.server";
import { usePageCopy } from "~/lib/page-copy";
import { rssLink } from "~/features/blog/rss-link";
import { breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-index";

// Runs at build time: the list is prerendered into /blog's HTML.
export function loader() {
  return { posts: listPostSummaries() };
}

export const links: Route.LinksFunction = () => [rssLink];

export const meta: Route.MetaFunction = () =>
  seoMeta({
    title: blogCopy.en.indexMetaTitle,
    description: blogCopy.en.indexDescription,
    path: PATHS.blog,
    keywords: ["WordPress plugin guides", "build WordPress plugin without code", "WordPress plugin ideas", "WordPress plugin security"],
    jsonLd: [
      breadcrumbJsonLd([
        { name: blogCopy.en.home, path: PATHS.home },
        { name: blogCopy.en.blog, path: PATHS.blog },
      ]),
    ],
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(blogCopy);
  return (
    <div className="container-page py-14 sm:py-20">
      <PageTitle title={copy.indexMetaTitle} />
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-primary">{copy.indexEyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.indexHeading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.indexIntro}</p>
      </header>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
