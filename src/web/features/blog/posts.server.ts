import { readFileSync } from "node:fs";
import path from "node:path";
import { BLOG_SLUGS } from "@shared/routes";
import {
  byNewest,
  parseBlogPost,
  summarise,
  type BlogPostSource,
  type BlogPostSummary,
} from "@shared/content/blog-post";
import { fillPlaceholders } from "@shared/content/placeholders";
import { renderMarkdown, type TocEntry } from "~/lib/markdown.server";

// Read at build time, while the blog pages are prerendered (their loaders run then, never in a browser).

const BLOG_DIR = path.resolve(process.cwd(), "content/blog");

export interface BlogPost extends Omit<BlogPostSource, "body"> {
  html: string;
  toc: TocEntry[];
}

let cache: BlogPostSource[] | undefined;

function loadSources(): BlogPostSource[] {
  cache ??= BLOG_SLUGS.map((slug) =>
    parseBlogPost(slug, fillPlaceholders(readFileSync(path.join(BLOG_DIR, `${slug}.md`), "utf8"))),
  ).sort(byNewest);
  return cache;
}

export function listPostSummaries(): BlogPostSummary[] {
  return loadSources().map(summarise);
}

export function findPost(slug: string): BlogPost | null {
  const source = loadSources().find((post) => post.slug === slug);
  if (!source) return null;
  const { body, ...meta } = source;
  return { ...meta, ...renderMarkdown(body) };
}

/** A few other articles: the same category first, then the newest. */
export function relatedPosts(slug: string, count = 3): BlogPostSummary[] {
  const all = listPostSummaries();
  const current = all.find((post) => post.slug === slug);
  const others = all.filter((post) => post.slug !== slug);
  const sameCategory = others.filter((post) => post.category === current?.category);
  const rest = others.filter((post) => post.category !== current?.category);
  return [...sameCategory, ...rest].slice(0, count);
}
