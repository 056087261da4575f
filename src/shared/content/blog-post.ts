import { z } from "zod";
import { PRODUCT_NAME } from "../constants";
import { BLOG_SLUGS } from "../routes";
import { isoDate, parseFrontMatter } from "./front-matter";

// An article of content/blog (see content/blog/README.md for the format).

export const BLOG_CATEGORIES = ["Tutorial", "Comparison", "Ideas", "Business", "Security"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const DEFAULT_AUTHOR = {
  name: `${PRODUCT_NAME} Team`,
  bio: `The people building ${PRODUCT_NAME}: WordPress developers and designers who want everyone to be able to make the plugin they need.`,
} as const;

/** Reading speed behind every read time on the blog. */
export const WORDS_PER_MINUTE = 220;

export const blogFrontMatterSchema = z.object({
  title: z.string().min(10).max(120),
  description: z.string().min(70).max(170),
  excerpt: z.string().min(40).max(400),
  date: isoDate,
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string().min(2)).min(3).max(8),
  keywords: z.array(z.string().min(3)).min(3).max(10),
  author: z.object({ name: z.string().min(2), bio: z.string().min(10), avatar: z.string().optional() }).optional(),
  faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(10) })).optional(),
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export interface BlogPostSource extends Omit<BlogFrontMatter, "author"> {
  slug: string;
  author: { name: string; bio: string; avatar?: string };
  readMinutes: number;
  /** Markdown, placeholders not yet filled. */
  body: string;
}

/** The article list card and related-article fields. */
export type BlogPostSummary = Omit<BlogPostSource, "body" | "faq" | "keywords" | "author">;

/** Whitespace-separated words, code included (reading code takes time too), like `wc -w`. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

export function readMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

export function isBlogSlug(slug: string): slug is (typeof BLOG_SLUGS)[number] {
  return (BLOG_SLUGS as readonly string[]).includes(slug);
}

/** Parses one article file; throws with the slug in the message when the front matter is wrong. */
export function parseBlogPost(slug: string, source: string): BlogPostSource {
  const { data, body } = parseFrontMatter(blogFrontMatterSchema, `content/blog/${slug}.md`, source);
  return { ...data, slug, author: data.author ?? DEFAULT_AUTHOR, readMinutes: readMinutes(body), body };
}

export function summarise(post: BlogPostSource): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    excerpt: post.excerpt,
    date: post.date,
    category: post.category,
    tags: post.tags,
    readMinutes: post.readMinutes,
  };
}

/** Newest first; equal dates keep slug order. */
export function byNewest(a: { date: string; slug: string }, b: { date: string; slug: string }): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}
