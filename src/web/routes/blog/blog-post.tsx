import { lazy, Suspense } from "react";
import { data } from "react-router";
import { PATHS, blogPostPath } from "@shared/routes";
import { blogPostingJsonLd } from "~/features/blog/blog-json-ld";
import blogEn from "~/features/blog/copy/blog.en.json";
import { blogSocialImagePath } from "~/features/blog/post-images";
import { findPost, relatedPosts } from "~/features/blog/posts.server";
import { ReadingProgress } from "~/features/blog/reading-progress";
import { rssLink } from "~/features/blog/rss-link";
import { island } from "~/features/marketing/islands";
import { prerenderedMeta } from "~/features/marketing/prerendered-meta";
import { breadcrumbJsonLd, faqJsonLd, seoMeta } from "~/lib/seo";
import "~/components/content/prose.css";
import type { Route } from "./+types/blog-post";

// Runs at build time for each slug in BLOG_SLUGS: the article is prerendered into its own HTML.
export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post, related: relatedPosts(post.slug) };
}

export const links: Route.LinksFunction = () => [rssLink];

// Built when prerendering; the browser reads the tags back from the page (decision 0073).
export const meta: Route.MetaFunction = (args) => {
  if (!import.meta.env.SSR) return prerenderedMeta(args);
  if (!args.loaderData) return [];
  const { post } = args.loaderData;
  const path = blogPostPath(post.slug);
  return seoMeta({
    title: post.title,
    description: post.description,
    path,
    keywords: post.keywords,
    image: blogSocialImagePath(post.slug),
    imageAlt: post.title,
    type: "article",
    extra: [
      { property: "article:published_time", content: post.date },
      { property: "article:section", content: post.category },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    jsonLd: [
      blogPostingJsonLd(post, path),
      breadcrumbJsonLd([
        { name: blogEn.home, path: PATHS.home },
        { name: blogEn.blog, path: PATHS.blog },
        { name: post.title, path },
      ]),
      ...(post.faq?.length ? [faqJsonLd(post.faq)] : []),
    ],
  });
};

// The article keeps its prerendered HTML until it is needed (decision 0073): a "Build this plugin" link in
// its text starts the builder, so its first click brings the component and is replayed on it.
const Body = island("page", () => import("~/features/blog/blog-post-page"), {
  ownsTitle: true,
  clickable: "a[data-prompt]",
});

// The reading progress bar follows the scroll from the start, so it is rendered here, not kept as HTML.
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ReadingProgress />
      <Body post={loaderData.post} related={loaderData.related} />
    </>
  );
}

const PostError = lazy(() => import("~/features/blog/blog-post-error"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <PostError error={error} />
    </Suspense>
  );
}
