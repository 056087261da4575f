import { PRODUCT_NAME } from "@shared/constants";
import type { BlogPostSource } from "@shared/content/blog-post";
import { PATHS } from "@shared/routes";
import { absoluteUrl } from "~/lib/seo";
import { blogSocialImagePath } from "./post-images";

/** BlogPosting structured data for an article. */
export function blogPostingJsonLd(post: Omit<BlogPostSource, "body">, path: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: absoluteUrl(blogSocialImagePath(post.slug)),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    keywords: post.keywords.join(", "),
    timeRequired: `PT${post.readMinutes}M`,
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
    url: absoluteUrl(path),
    author: { "@type": "Organization", name: post.author.name },
    publisher: { "@type": "Organization", name: PRODUCT_NAME, url: absoluteUrl(PATHS.home) },
  };
}
